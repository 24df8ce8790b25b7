import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCsrf, verifyCsrf } from '../../server/auth/csrf.ts'
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts'
import type { ServerContext } from '../../server/context.ts'
import { members, sessions } from '../../server/db/schema.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const api = '/vi/api/v1/auth'
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `${api}${path}`,
    headers: { 'x-forwarded-for': nextAddress(), ...headers },
    payload: payload as object,
  })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const DAY = 86_400_000

describe('register', () => {
  it('creates a member and a session', async () => {
    const res = await post('/register', {
      name: ' Lan Anh ',
      email: '  Lan@Example.com ',
      password: 'secret1',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.status).toBe('success')
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      email: 'Lan@Example.com',
      name: 'Lan Anh',
      role: 'member',
    })
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(body.data.expires_at) - Date.now()).toBeGreaterThan(DAY - 60_000)
    const [row] = await server.db.select().from(members).where(eq(members.id, body.data.user.id))
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(row!.passwordHash).not.toContain('secret1')
    const stored = await server.db.select().from(sessions).where(eq(sessions.memberId, row!.id))
    expect(stored.map((s) => s.tokenHash)).toEqual([
      createHash('sha256').update(body.data.token).digest('hex'),
    ])
  })

  it('refuses an email already registered, in any letter case', async () => {
    await signUp(server.app, 'dup@example.com')
    const res = await post('/register', { name: 'Minh', email: 'DUP@example.COM', password: 'secret1' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ status: 'error', message: 'Email is already registered' })
  })

  it.each([
    [{ name: 'A', email: 'a@example.com', password: 'secret1' }, 'Name must have at least 2 characters'],
    [{ name: '  B  ', email: 'a@example.com', password: 'secret1' }, 'Name must have at least 2 characters'],
    [
      { name: 'x'.repeat(51), email: 'a@example.com', password: 'secret1' },
      'Name must have at most 50 characters',
    ],
    [{ name: 'Hoa', email: 'not-an-email', password: 'secret1' }, 'Email is invalid'],
    [{ name: 'Hoa', password: 'secret1' }, 'Email is invalid'],
    [{ name: 'Hoa', email: 'a@example.com', password: '12345' }, 'Password must have at least 6 characters'],
    [
      { name: 'Hoa', email: 'a@example.com', password: 'p'.repeat(129) },
      'Password must have at most 128 characters',
    ],
    [[1, 2], 'Request body must be a JSON object'],
  ])('answers %j with 400 %s', async (payload, message) => {
    const res = await post('/register', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message })
  })
})

describe('login, me and logout', () => {
  it('signs in for a day, or 30 days with remember', async () => {
    await signUp(server.app, 'login@example.com', 'correct-horse')
    const short = await post('/login', { email: 'LOGIN@example.com ', password: 'correct-horse' })
    expect(short.statusCode).toBe(200)
    expect(short.json().data.user.email).toBe('login@example.com')
    const shortLeft = Date.parse(short.json().data.expires_at) - Date.now()
    expect(shortLeft).toBeGreaterThan(DAY - 60_000)
    expect(shortLeft).toBeLessThanOrEqual(DAY)
    const long = await post('/login', {
      email: 'login@example.com',
      password: 'correct-horse',
      remember: true,
    })
    expect(Date.parse(long.json().data.expires_at) - Date.now()).toBeGreaterThan(30 * DAY - 60_000)
  })

  it('answers a wrong password and an unknown email the same way', async () => {
    await signUp(server.app, 'who@example.com', 'right-password')
    const wrong = await post('/login', { email: 'who@example.com', password: 'wrong-password' })
    const unknown = await post('/login', { email: 'nobody@example.com', password: 'wrong-password' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ status: 'error', message: 'Email or password is incorrect' })
    }
  })

  it('validates the sign-in form with the product wording', async () => {
    expect((await post('/login', { email: 'x', password: 'secret1' })).json().message).toBe(
      'Email is invalid',
    )
    const short = await post('/login', { email: 'a@example.com', password: '123' })
    expect(short.json().message).toBe('Password must have at least 6 characters')
    const remember = await post('/login', { email: 'a@example.com', password: 'secret1', remember: 'yes' })
    expect(remember.statusCode).toBe(400)
  })

  it('tells who is signed in, and forgets the session on logout', async () => {
    const { token, user } = await signUp(server.app, 'me@example.com')
    const me = await server.app.inject({ url: `${api}/me`, headers: bearer(token) })
    expect(me.json()).toEqual({ status: 'success', data: user })
    expect(me.headers['cache-control']).toBe('no-store')
    // Sent as the client sends every call: a JSON content type, here with no body.
    const out = await server.app.inject({
      method: 'POST',
      url: `${api}/logout`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    })
    expect(out.json()).toEqual({ status: 'success', data: { ok: true } })
    const after = await server.app.inject({ url: `${api}/me`, headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe('Session expired or revoked')
  })

  it('refuses missing, garbage and expired tokens', async () => {
    const none = await server.app.inject({ url: `${api}/me` })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ status: 'error', message: 'Sign in required' })
    const garbage = await server.app.inject({ url: `${api}/me`, headers: bearer('not a token') })
    expect(garbage.json()).toEqual({ status: 'error', message: 'Session expired or revoked' })
    const { token } = await signUp(server.app, 'old@example.com')
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')))
    const expired = await server.app.inject({ url: `${api}/me`, headers: bearer(token) })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe('Session expired or revoked')
  })
})

describe('limits', () => {
  it('limits sign-in and register to 10 a minute per address', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await post('/login', { email: `n${i}@example.com`, password: 'whatever' }, headers)
      codes.push(res.statusCode)
      if (i === 10) {
        expect(res.json()).toEqual({ status: 'error', message: 'Quá nhiều yêu cầu, vui lòng thử lại sau.' })
      }
    }
    expect(codes).toEqual([...Array(10).fill(401), 429])
    // Register counts on its own.
    const register = await post(
      '/register',
      { name: 'Mai', email: 'mai@example.com', password: 'secret1' },
      headers,
    )
    expect(register.statusCode).toBe(201)
  })
})

describe('passwords', () => {
  it('hash with a random salt and verify', async () => {
    const [a, b] = await Promise.all([hashPassword('mật khẩu'), hashPassword('mật khẩu')])
    expect(a).not.toBe(b)
    expect(await verifyPassword('mật khẩu', a)).toBe(true)
    expect(await verifyPassword('mat khau', a)).toBe(false)
    expect(await verifyPassword('mật khẩu', 'scrypt$999999999$8$1$x$y')).toBe(false)
    expect(await verifyPassword('mật khẩu', 'plain')).toBe(false)
  })
})

describe('csrf', () => {
  const ctx = { secret: 'test-secret-test-secret-test-secret' } as ServerContext

  it('makes a device id when none is sent', async () => {
    const res = await server.app.inject(`${api}/csrf_create/`)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.device_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(DAY - 60_000)
    expect(verifyCsrf(data.csrf_token, ctx)).toBe(data.device_id)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('binds the token to the X-Device-Id sent', async () => {
    const res = await server.app.inject({
      url: `${api}/csrf_create/`,
      headers: { 'x-device-id': 'device_0001-abc' },
    })
    const data = res.json().data
    expect(data.device_id).toBe('device_0001-abc')
    expect(verifyCsrf(data.csrf_token, ctx, 'device_0001-abc')).toBe('device_0001-abc')
    expect(() => verifyCsrf(data.csrf_token, ctx, 'another-device')).toThrow('Invalid or expired CSRF token')
  })

  it.each(['short', 'x'.repeat(65), 'has space 123', '../../etc'])('refuses X-Device-Id %j', async (id) => {
    const res = await server.app.inject({ url: `${api}/csrf_create/`, headers: { 'x-device-id': id } })
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe('error')
    expect(res.json().message).toContain('X-Device-Id')
  })

  it('refuses tampered, foreign and expired tokens', () => {
    const good = signCsrf('device-1234', new Date(Date.now() + 60_000), ctx.secret)
    const [body, mac] = good.split('.')
    const forged = `${Buffer.from(JSON.stringify({ d: 'device-9999', e: 9e9 })).toString('base64url')}.${mac}`
    const cases = [
      `${body}.${mac}x`,
      forged,
      signCsrf('device-1234', new Date(Date.now() + 60_000), 'another-secret-another-secret'),
      signCsrf('device-1234', new Date(Date.now() - 1000), ctx.secret),
      `${good}.extra`,
      '',
      undefined,
    ]
    for (const token of cases) expect(() => verifyCsrf(token, ctx)).toThrow('Invalid or expired CSRF token')
    expect(verifyCsrf(good, ctx)).toBe('device-1234')
  })
})
