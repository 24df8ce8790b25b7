import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signCsrf, verifyCsrf } from '../../server/auth/csrf.ts'
import { HASH_CONCURRENCY, hashingLanes, hashPassword, verifyPassword } from '../../server/auth/passwords.ts'
import type { ServerContext } from '../../server/context.ts'
import { members, sessions } from '../../server/db/schema.ts'
import { confirmRegistration, confirmTokenFor, nextAddress, signUp } from './action-forms.ts'
import { createTestServer, outboxOf, type TestServer } from './harness.ts'
import { type ReadMail, readMail } from './mail-reading.ts'

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
// Registering hashes a password at N = 2^17, as signing in does.
const HASHING = { timeout: 60_000 }

/** The newest mail written to `to` with `subject`, once it is there (mail goes out after the answer). */
function mailTo(to: string, subject: string): Promise<ReadMail> {
  const outbox = outboxOf(server.app)
  return vi.waitFor(() => {
    const mail = readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readMail(readFileSync(join(outbox, file), 'utf8')))
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject === subject)
      .at(-1)
    if (!mail) throw new Error(`no mail to ${to}: ${subject}`)
    return mail
  })
}

describe('register', HASHING, () => {
  it('mails a new email a link; the link makes the member and a session, once', async () => {
    const res = await post('/register', {
      name: ' Lan Anh ',
      email: '  Lan@Example.com ',
      password: 'secret1',
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ status: 'success', data: { ok: true } })
    // No account until the address is confirmed: the password does not sign in yet.
    expect((await post('/login', { email: 'lan@example.com', password: 'secret1' })).statusCode).toBe(401)
    const mail = await mailTo('Lan@Example.com', 'Xác nhận email để tạo tài khoản Mọt')
    expect(mail.text).toContain('Xin chào Lan Anh,')
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/vi\/user\/confirm-email\?token=[\w-]{43}/)
    const token = await confirmTokenFor(server.app, 'Lan@Example.com')
    const confirmed = await confirmRegistration(server.app, token)
    expect(confirmed.statusCode).toBe(201)
    const body = confirmed.json()
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
    // The link works once; the password now signs in.
    const again = await confirmRegistration(server.app, token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ status: 'error', message: 'This link has expired or was already used' })
    expect((await post('/login', { email: 'lan@example.com', password: 'secret1' })).statusCode).toBe(200)
  })

  it('answers an email that has an account exactly as a new one, and mails its owner instead', async () => {
    await signUp(server.app, 'dup@example.com', 'the-owners-one', 'Chủ')
    const taken = await post('/register', { name: 'Minh', email: 'DUP@example.COM', password: 'secret1' })
    const fresh = await post('/register', { name: 'Minh', email: 'new-dup@example.com', password: 'secret1' })
    for (const res of [taken, fresh]) {
      expect(res.statusCode).toBe(202)
      expect(res.body).toBe('{"status":"success","data":{"ok":true}}')
    }
    const headersOf = (res: typeof taken) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id'].includes(name))
        .sort()
        .map((name) => [name, name === 'x-ratelimit-remaining' ? '' : res.headers[name]])
    expect(headersOf(taken)).toEqual(headersOf(fresh))
    const mail = await mailTo('dup@example.com', 'Email này đã có tài khoản Mọt')
    expect(mail.text).toContain('Xin chào Chủ,')
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/vi\/user\/login/)
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/vi\/user\/forgot-password/)
    expect(mail.text).not.toContain('token=')
    // Nothing changed: the owner's password still signs in, Minh's does not.
    expect((await post('/login', { email: 'dup@example.com', password: 'the-owners-one' })).statusCode).toBe(
      200,
    )
    expect((await post('/login', { email: 'dup@example.com', password: 'secret1' })).statusCode).toBe(401)
    const owners = await server.db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.email}) = 'dup@example.com'`)
    expect(owners).toHaveLength(1)
  })

  it('hashes the password before answering, whether the email has an account or not', async () => {
    await signUp(server.app, 'has-one@example.com')
    for (const email of ['has-one@example.com', 'has-none@example.com']) {
      // Both hashing places taken: the answer can only come after a hash of its own.
      const held: (() => void)[] = []
      const running = Array.from({ length: HASH_CONCURRENCY }, (_, i) =>
        hashingLanes.strangers.run(`busy-${email}-${i}`, () => new Promise<void>((r) => held.push(r))),
      )
      const answer = post('/register', { name: 'Minh', email, password: 'secret1' })
      await expect.poll(() => hashingLanes.strangers.pending).toBe(1)
      for (const release of held) release()
      await Promise.all(running)
      expect((await answer).statusCode).toBe(202)
    }
  })

  it('sends one address at most three registration mails in 15 minutes, whether it has an account or not', async () => {
    await signUp(server.app, 'inbox@example.com')
    for (const email of ['inbox@example.com', 'no-inbox@example.com']) {
      const codes: number[] = []
      for (let i = 0; i < 4; i++)
        codes.push((await post('/register', { name: 'Minh', email, password: 'secret1' })).statusCode)
      expect(codes).toEqual([202, 202, 202, 429])
    }
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
    // With the age rating the member may see: everything, no limit being set (issue 50).
    expect(me.json()).toEqual({ status: 'success', data: { ...user, age_limit: 18 } })
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
    expect(register.statusCode).toBe(202)
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
