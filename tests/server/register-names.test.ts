import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schema.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

let serial = 0
const register = (fields: { name?: string; email?: string; password?: string }) => {
  serial += 1
  return server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/register',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { name: 'Thành viên', email: `name-${serial}@example.com`, password: 'secret1', ...fields },
  })
}

/** The body exactly as sent: JSON escapes such as "\ud800" stay escapes on the wire. */
const registerRaw = (json: string) =>
  server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/register',
    headers: { 'x-forwarded-for': nextAddress(), 'content-type': 'application/json' },
    payload: json,
  })

const decomposed = 'Nguye\u0302\u0303n Thi\u0323 Ho\u0302\u0300ng'

describe('member names', () => {
  it('stores names in NFC, trimmed', async () => {
    const { user } = await signUp(server.app, 'nfc-name@example.com', 'secret1', `  ${decomposed}\t`)
    expect(user.name).toBe('Nguyễn Thị Hồng')
    const [row] = await server.db.select().from(members).where(eq(members.id, user.id))
    expect(row!.name).toBe('Nguyễn Thị Hồng')
    expect(row!.name).toBe(row!.name.normalize('NFC'))
  })

  it('counts characters as people see them', async () => {
    // 'ệ' typed as e + two combining marks is three code units and one character.
    const fifty = 'e\u0323\u0302'.repeat(50)
    expect((await register({ name: fifty })).statusCode).toBe(202)
    const flags = '🇻🇳'.repeat(50)
    expect((await register({ name: flags })).statusCode).toBe(202)
    for (const name of [`${fifty}e`, '🇻🇳'.repeat(51)]) {
      const res = await register({ name })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: 'error', message: 'Name must have at most 50 characters' })
    }
    const one = await register({ name: 'A\u0301\u0302' })
    expect(one.json()).toEqual({ status: 'error', message: 'Name must have at least 2 characters' })
    const zalgo = await register({ name: `Ab${'\u0301'.repeat(300)}` })
    expect(zalgo.json()).toEqual({ status: 'error', message: 'Name must have at most 50 characters' })
  })

  it.each([
    ['a bell', 'Lan\u0007Anh', 'Name must not contain control characters'],
    ['a line break', 'Lan\nAnh', 'Name must not contain control characters'],
    ['a right-to-left override', 'Lan\u202EhnA', 'Name must not contain text direction characters'],
    ['a direction isolate', '\u2066Lan Anh', 'Name must not contain text direction characters'],
    ['a right-to-left mark', 'Lan\u200FAnh', 'Name must not contain text direction characters'],
    ['a zero-width space', 'Lan\u200BAnh', 'Name must not contain invisible characters'],
    ['a zero-width joiner', 'Lan\u200DAnh', 'Name must not contain invisible characters'],
    ['a soft hyphen', 'Lan\u00ADAnh', 'Name must not contain invisible characters'],
    ['a byte order mark', 'Lan\uFEFFAnh', 'Name must not contain invisible characters'],
    ['a word joiner', 'Lan\u2060Anh', 'Name must not contain invisible characters'],
    ['a Hangul filler', 'Lan\u3164', 'Name must not contain invisible characters'],
    ['a tag character', 'Lan\u{E0041}Anh', 'Name must not contain invisible characters'],
  ])('refuses a name with %s', async (_what, name, message) => {
    const res = await register({ name })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message })
  })

  it('refuses a name made only of invisible characters', async () => {
    const res = await register({ name: '\u200B\u200B\u200B' })
    expect(res.json()).toEqual({ status: 'error', message: 'Name must not contain invisible characters' })
  })
})

describe('lone surrogates', () => {
  it.each([
    [
      'name',
      '{"name":"Lan \\ud800 Anh","email":"s1@example.com","password":"secret1"}',
      'Name must not contain invalid characters',
    ],
    [
      'name',
      '{"name":"Lan \\udfff","email":"s2@example.com","password":"secret1"}',
      'Name must not contain invalid characters',
    ],
    ['email', '{"name":"Lan Anh","email":"s\\ud800@example.com","password":"secret1"}', 'Email is invalid'],
    [
      'password',
      '{"name":"Lan Anh","email":"s3@example.com","password":"secret\\ud800"}',
      'Password must not contain invalid characters',
    ],
  ])('in the %s are refused (%s)', async (_field, json, message) => {
    const res = await registerRaw(json)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message })
  })

  it('in a sign-in password are refused, so two of them never hash alike', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/auth/login',
      headers: { 'x-forwarded-for': nextAddress(), 'content-type': 'application/json' },
      payload: '{"email":"s4@example.com","password":"secret\\udc00"}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: 'error', message: 'Password must not contain invalid characters' })
  })

  it('paired surrogates (an emoji) are fine', async () => {
    const res = await registerRaw(
      '{"name":"Lan \\ud83d\\ude00","email":"s5@example.com","password":"secret\\ud83d\\ude00"}',
    )
    expect(res.statusCode).toBe(202)
    const { user } = await signUp(server.app, 's6@example.com', 'secret\ud83d\ude00', 'Lan \ud83d\ude00')
    expect(user.name).toBe('Lan 😀')
  })
})

describe('passwords', () => {
  it('are the same password however the accents were composed', async () => {
    await signUp(server.app, 'nfc@example.com', 'mật khẩu')
    const res = await server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/auth/login',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { email: 'nfc@example.com', password: 'ma\u0323\u0302t kha\u0302\u0309u' },
    })
    expect(res.statusCode).toBe(200)
  })
})
