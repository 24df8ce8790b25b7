import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setRole } from '../../server/admin/roles.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const me = (token: string) =>
  server.app.inject({
    url: '/vi/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
  })

const login = (email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/login',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { email, password: 'secret-password', remember: false },
  })

describe('the signed-in member’s role (the admin area’s gate in the app)', () => {
  it('GET /auth/me names a new member’s role as member, as register does', async () => {
    const { token, user } = await signUp(server.app, 'moi@example.com')
    expect(user).toMatchObject({ email: 'moi@example.com', role: 'member' })
    const res = await me(token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: user.id,
      email: 'moi@example.com',
      name: 'Thành viên',
      role: 'member',
      // What they see: everything, until an admin or they set a limit.
      age_limit: 18,
    })
  })

  it('follows a grant and a revoke at once, on the same session, and sign-in names it too', async () => {
    const { token } = await signUp(server.app, 'quan-tri@example.com')
    await setRole(server.db, 'quan-tri@example.com', 'admin', { command: 'admin grant' })
    expect((await me(token)).json().data.role).toBe('admin')
    expect((await login('quan-tri@example.com')).json().data.user.role).toBe('admin')
    await setRole(server.db, 'quan-tri@example.com', 'member', { command: 'admin revoke' })
    expect((await me(token)).json().data.role).toBe('member')
    expect((await login('quan-tri@example.com')).json().data.user.role).toBe('member')
  })
})
