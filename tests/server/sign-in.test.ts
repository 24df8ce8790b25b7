import { randomBytes, scryptSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HASH_CONCURRENCY, HASH_QUEUE_MAX, HashingBusy, verifyPassword } from '../../server/auth/passwords.ts'
import { members } from '../../server/db/schema.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const login = (email: string, password: string, address = nextAddress(), lang = 'vi') =>
  server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/auth/login`,
    headers: { 'x-forwarded-for': address },
    payload: { email, password },
  })

/** A hash made the way this server made them at an older cost. */
function hashAtCost(password: string, N: number) {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 })
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

// Every sign-in costs a real scrypt hash at N = 2^17 (about a second on a busy small machine).
const HASHING = { timeout: 120_000 }

describe('sign-in that strangers cannot block', HASHING, () => {
  it('lets the right password in from another address while one address keeps guessing', async () => {
    await signUp(server.app, 'owner@example.com', 'the-right-one')
    const attacker = '203.0.113.9'
    const attack = async () => {
      const codes: number[] = []
      for (let i = 0; i < 12; i++)
        codes.push((await login('owner@example.com', `guess-${i}`, attacker)).statusCode)
      return codes
    }
    const [codes, during] = await Promise.all([attack(), login('owner@example.com', 'the-right-one')])
    expect(during.statusCode).toBe(200)
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(codes.slice(5).every((code) => code === 429)).toBe(true)
    const blocked = await login('owner@example.com', 'the-right-one', attacker)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const after = await login('OWNER@example.com', 'the-right-one')
    expect(after.statusCode).toBe(200)
  })

  it('answers a blocked address in the language of the address called, with Retry-After', async () => {
    await signUp(server.app, 'blocked@example.com', 'the-right-one')
    const address = nextAddress()
    for (let i = 0; i < 5; i++) await login('blocked@example.com', `guess-${i}`, address)
    const vi = await login('blocked@example.com', 'guess-x', address, 'vi')
    const en = await login('blocked@example.com', 'guess-x', address, 'en')
    expect(vi.statusCode).toBe(429)
    expect(vi.json()).toEqual({
      status: 'error',
      message: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau.',
    })
    expect(en.json()).toEqual({
      status: 'error',
      message: 'Too many sign-in attempts. Please try again later.',
    })
    const retryAfter = Number(en.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('slows an account attacked from many addresses, and still lets its owner in within seconds', async () => {
    await signUp(server.app, 'spread@example.com', 'the-right-one')
    for (let i = 0; i < 8; i++) {
      expect((await login('spread@example.com', `guess-${i}`)).statusCode).toBe(401)
    }
    // 8 failures: each check now waits 2 s first (250 ms doubled for each failure past 5).
    const started = performance.now()
    const owner = await login('spread@example.com', 'the-right-one')
    const took = performance.now() - started
    expect(owner.statusCode).toBe(200)
    expect(took).toBeGreaterThanOrEqual(2000)
    // The wait is at most 3 s (login-throttle.test.ts proves it on a clock); the rest is hashing.
    expect(took).toBeLessThan(15_000)
  })
})

describe('password cost', HASHING, () => {
  it('stores new passwords at N = 2^17 and upgrades an older hash at the next sign-in', async () => {
    const [row] = await server.db
      .insert(members)
      .values({ name: 'Cũ', email: 'old-hash@example.com', passwordHash: hashAtCost('mật khẩu cũ', 16384) })
      .returning()
    const res = await login('old-hash@example.com', 'mật khẩu cũ')
    expect(res.statusCode).toBe(200)
    const [after] = await server.db.select().from(members).where(eq(members.id, row!.id))
    expect(after!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('mật khẩu cũ', after!.passwordHash)).toBe(true)
    expect((await login('old-hash@example.com', 'mật khẩu cũ')).statusCode).toBe(200)
  })

  it('runs hashes through a bounded queue and turns the rest away', async () => {
    const stored = hashAtCost('password', 1024)
    const room = HASH_CONCURRENCY + HASH_QUEUE_MAX
    const results = await Promise.allSettled(
      Array.from({ length: room + 3 }, () => verifyPassword('password', stored)),
    )
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(room)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(3)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusy)
  })

  it('answers 503 with Retry-After when the queue is full', async () => {
    const stored = hashAtCost('password', 2 ** 14)
    // Each from an address of its own that was never served: none gives its place up to the newcomer.
    const busy = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_MAX }, (_, i) =>
      verifyPassword('password', stored, { lane: 'strangers', key: `busy-${i}` }),
    )
    const res = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/auth/register',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { name: 'Bận', email: 'busy@example.com', password: 'secret1' },
    })
    await Promise.all(busy)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json()).toEqual({
      status: 'error',
      message: 'The server is busy, please try again in a moment.',
    })
    // Nothing was stored: the same registration goes through once the queue has room.
    const again = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/auth/register',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { name: 'Bận', email: 'busy@example.com', password: 'secret1' },
    })
    expect(again.statusCode).toBe(202)
  })
})
