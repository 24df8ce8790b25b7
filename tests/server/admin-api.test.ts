import { createHash } from 'node:crypto'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema.ts'
import { accountClient } from './account-client.ts'
import { csrfToken, nextAddress, signUp, signUpAdmin, urlencoded } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let admin: { token: string; user: { id: number; email: string } }
let member: { token: string; user: { id: number; email: string } }

beforeAll(async () => {
  server = await createTestServer()
  admin = await signUpAdmin(server.app, 'chu@example.com')
  member = await signUp(server.app, 'khach@example.com')
})
afterAll(() => server.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const get = (url: string, token?: string) =>
  server.app.inject({ url, headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': nextAddress() } })

async function post(url: string, token: string, fields: Record<string, string>, withCsrf = true) {
  const csrf = await csrfToken(server.app)
  const form = urlencoded(withCsrf ? { csrf_token: csrf.csrf_token, ...fields } : fields)
  return server.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token), 'x-forwarded-for': nextAddress() },
  })
}

const lastAudit = async () => (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

describe('the admin API', () => {
  const reads = ['/vi/api/v1/admin/audit/', '/vi/api/v1/admin/members/', '/vi/api/v1/admin/members/paged/2/']

  it.each(reads)('%s: 401 for a visitor, 403 for a member, in the language of the address', async (url) => {
    const visitor = await get(url)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().status).toBe('error')
    expect(visitor.headers['cache-control']).toBe('no-store')
    const forbidden = await get(url, member.token)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({
      status: 'error',
      message: 'Chỉ quản trị viên mới dùng được chức năng này.',
    })
    const english = await get(url.replace('/vi', '/en'), member.token)
    expect(english.json()).toEqual({ status: 'error', message: 'Only admins can do this.' })
  })

  it('lists members for an admin, searched by name or email, in the paging envelope, never cached', async () => {
    const res = await get('/vi/api/v1/admin/members/?q=KHACH', admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toMatchObject({ status: 'success', is_next: false, paged: 1, page: 1 })
    expect(body.data).toEqual([
      expect.objectContaining({
        id: member.user.id,
        email: 'khach@example.com',
        role: 'member',
      }),
    ])
    // LIKE's wildcards are text here: '%' finds no one.
    expect((await get('/vi/api/v1/admin/members/?q=%25', admin.token)).json().data).toEqual([])
  })

  it('refuses malformed paging and searches with a 400 and the envelope', async () => {
    const page = await get('/vi/api/v1/admin/audit/paged/0/', admin.token)
    expect(page.statusCode).toBe(400)
    expect(page.json().status).toBe('error')
    const long = await get(`/vi/api/v1/admin/members/?q=${'a'.repeat(101)}`, admin.token)
    expect(long.statusCode).toBe(400)
  })

  it('changes a role only with a CSRF token and a known role, and writes who did it to the audit log', async () => {
    const url = `/vi/api/v1/admin/members/${member.user.id}/role/`
    expect((await post(url, admin.token, { role: 'admin' }, false)).statusCode).toBe(403)
    const unknownRole = await post(url, admin.token, { role: 'owner' })
    expect(unknownRole.statusCode).toBe(400)
    expect(unknownRole.json().message).toContain('member, admin')
    expect((await post(url, member.token, { role: 'admin' })).statusCode).toBe(403)

    const granted = await post(url, admin.token, { role: 'admin' })
    expect(granted.statusCode).toBe(200)
    expect(granted.json().data).toEqual({ id: member.user.id, role: 'admin', changed: true })
    expect(await lastAudit()).toMatchObject({
      memberId: admin.user.id,
      actor: 'chu@example.com',
      action: 'member.grant-admin',
      target: `member:${member.user.id}`,
      before: { role: 'member' },
      after: { role: 'admin' },
    })
    // The new admin reads the audit log, newest first.
    const log = await get('/vi/api/v1/admin/audit/', member.token)
    expect(log.statusCode).toBe(200)
    expect(log.json().data[0]).toMatchObject({ action: 'member.grant-admin', actor: 'chu@example.com' })
    await post(url, admin.token, { role: 'member' })
  })

  it('does not let an admin drop their own role, and names an unknown member', async () => {
    const own = await post(`/en/api/v1/admin/members/${admin.user.id}/role/`, admin.token, { role: 'member' })
    expect(own.statusCode).toBe(400)
    expect(own.json().message).toBe('You cannot take away your own admin role.')
    const nobody = await post('/en/api/v1/admin/members/999999/role/', admin.token, { role: 'admin' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().message).toBe('Member not found.')
  })

  it('ends every live session of a member: their token stops working, and it is audited', async () => {
    const other = await signUp(server.app, 'lac@example.com')
    expect((await get('/vi/api/v1/auth/me', other.token)).statusCode).toBe(200)
    const before = (await get('/vi/api/v1/admin/members/?q=lac@', admin.token)).json().data
    expect(before[0].live_sessions).toBeGreaterThan(0)
    const res = await post(`/vi/api/v1/admin/members/${other.user.id}/sessions/revoke/`, admin.token, {})
    expect(res.json().data).toEqual({ id: other.user.id, revoked: before[0].live_sessions })
    expect((await get('/vi/api/v1/auth/me', other.token)).statusCode).toBe(401)
    const listed = (await get('/vi/api/v1/admin/members/?q=lac@', admin.token)).json().data
    expect(listed).toEqual([expect.objectContaining({ email: 'lac@example.com', live_sessions: 0 })])
    expect(await lastAudit()).toMatchObject({
      action: 'member.revoke-sessions',
      target: `member:${other.user.id}`,
    })
  })

  it('revokes the member’s app keys with their sessions: a key an intruder made stops working', async () => {
    const taken = await signUp(server.app, 'bi-chiem@example.com')
    const made = await accountClient(server.app, taken.token).post('/account/app-keys/', { name: 'Kẻ lạ' })
    const { key } = made.json().data
    const opds = () =>
      server.app.inject({
        url: '/vi/opds/v1.2/catalog',
        headers: { authorization: `Basic ${Buffer.from(`bi-chiem@example.com:${key}`).toString('base64')}` },
      })
    const kosync = () =>
      server.app.inject({
        url: '/kosync/users/auth',
        headers: {
          accept: 'application/vnd.koreader.v1+json',
          'x-auth-user': 'bi-chiem@example.com',
          'x-auth-key': createHash('md5').update(key).digest('hex'),
        },
      })
    // Verified once each, so this server has the key among those it trusts for a while.
    expect((await opds()).statusCode).toBe(200)
    expect((await kosync()).statusCode).toBe(200)

    const res = await post(`/en/api/v1/admin/members/${taken.user.id}/sessions/revoke/`, admin.token, {})
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ id: taken.user.id, revoked: 1 })
    expect((await opds()).statusCode).toBe(401)
    expect((await kosync()).statusCode).toBe(401)
    expect(await lastAudit()).toMatchObject({
      memberId: admin.user.id,
      actor: 'chu@example.com',
      action: 'app-key.revoke-all',
      target: `member:${taken.user.id}`,
      before: { names: ['Kẻ lạ'] },
    })
  })
})
