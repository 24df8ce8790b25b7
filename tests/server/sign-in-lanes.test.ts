import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HASH_CONCURRENCY, HASH_QUEUE_MAX, HashingBusy, hashingLanes } from '../../server/auth/passwords.ts'
import { nextAddress, signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

// Every sign-in costs a real scrypt hash at N = 2^17.
const HASHING = { timeout: 120_000 }

function login(email: string, password: string, options: { cookie?: string; address?: string } = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/login',
    headers: {
      'x-forwarded-for': options.address ?? nextAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: { email, password },
  })
}

/** The device cookie a sign-in gave, as a browser sends it back (`name=value`). */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = [res.headers['set-cookie']].flat() as string[]
  const cookie = cookies.find((c) => c.startsWith('mot_device_'))
  if (!cookie) throw new Error('no device cookie')
  return cookie.split(';')[0]!
}

/** Signs a new member up and in once, as their browser would; answers the device cookie. */
async function memberWithDevice(email: string) {
  const { user } = await signUp(server.app, email, 'the-right-one')
  const first = await login(email, 'the-right-one')
  expect(first.statusCode).toBe(200)
  return { id: user.id, cookie: deviceCookie(first) }
}

let releases: (() => void)[] = []
let flood: Promise<unknown>[] = []
let turn = 0
/** Fills the strangers' queue (every place, by addresses never served) until the test ends. */
function fillStrangersQueue() {
  for (let i = 0; i < HASH_CONCURRENCY + HASH_QUEUE_MAX; i++) {
    const held = new Promise<void>((resolve) => releases.push(resolve))
    turn += 1
    flood.push(hashingLanes.strangers.run(`flood-${turn}`, () => held).catch((error: unknown) => error))
  }
  expect(hashingLanes.strangers.pending).toBe(HASH_QUEUE_MAX)
}
afterEach(async () => {
  for (const release of releases) release()
  const results = await Promise.all(flood)
  releases = []
  flood = []
  // The held places were never given up to a stranger's sign-in.
  expect(results.some((result) => result instanceof HashingBusy)).toBe(false)
})

describe('a device that signed in before keeps its own lane', HASHING, () => {
  it('lets the owner in from a known device while strangers fill the queue, and no one else', async () => {
    const { cookie } = await memberWithDevice('lane@example.com')
    fillStrangersQueue()
    const owner = await login('lane@example.com', 'the-right-one', { cookie })
    expect(owner.statusCode).toBe(200)
    expect(owner.json().data.user.email).toBe('lane@example.com')
    // The same owner on a browser without the cookie waits with the strangers: the queue is full.
    const elsewhere = await login('lane@example.com', 'the-right-one')
    expect(elsewhere.statusCode).toBe(503)
    expect(elsewhere.headers['retry-after']).toBe('1')
    expect(elsewhere.json()).toEqual({
      status: 'error',
      message: 'Máy chủ đang bận, vui lòng thử lại sau giây lát.',
    })
  })

  it('gives no lane to a forged, altered or other account’s cookie', async () => {
    const mine = await memberWithDevice('mine@example.com')
    const theirs = await memberWithDevice('theirs@example.com')
    const [, value] = theirs.cookie.split('=')
    const [nonce, mac] = value!.split('.')
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`
    const wrong = [
      // Their valid cookie, offered for my account.
      `mot_device_${mine.id}=${value}`,
      // My name with an altered signature, or another nonce under my signature.
      `mot_device_${mine.id}=${mine.cookie.split('=')[1]!.split('.')[0]}.${flipped}`,
      `mot_device_${mine.id}=${nonce}.${mine.cookie.split('.')[1]}`,
      `mot_device_${mine.id}=${'x'.repeat(22)}.${'y'.repeat(43)}`,
    ]
    fillStrangersQueue()
    for (const cookie of wrong) {
      expect((await login('mine@example.com', 'the-right-one', { cookie })).statusCode).toBe(503)
    }
    expect((await login('mine@example.com', 'the-right-one', { cookie: mine.cookie })).statusCode).toBe(200)
  })

  it('counts wrong passwords against the cookie, which loses its lane after five', async () => {
    const { cookie } = await memberWithDevice('stolen@example.com')
    fillStrangersQueue()
    // One address guessing with the cookie: not blocked by address, but by the cookie's own count.
    const address = nextAddress()
    for (let i = 0; i < 5; i++) {
      expect((await login('stolen@example.com', `guess-${i}`, { cookie, address })).statusCode).toBe(401)
    }
    expect((await login('stolen@example.com', 'the-right-one', { cookie, address })).statusCode).toBe(503)
  })

  it('sets the cookie for the sign-in call only, out of scripts’ reach, for a year', async () => {
    await signUp(server.app, 'attributes@example.com', 'the-right-one')
    const res = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/auth/login',
      headers: { 'x-forwarded-for': nextAddress(), 'x-forwarded-proto': 'https' },
      payload: { email: 'attributes@example.com', password: 'the-right-one' },
    })
    const cookies = [res.headers['set-cookie']].flat() as string[]
    expect(cookies).toHaveLength(2)
    for (const [i, lang] of ['vi', 'en'].entries()) {
      expect(cookies[i]).toMatch(
        new RegExp(
          `^mot_device_\\d+=[\\w-]{22}\\.[\\w-]{43}; Max-Age=31536000; Path=/${lang}/api/v1/auth/login; HttpOnly; Secure; SameSite=Strict$`,
        ),
      )
    }
  })
})

describe('a sign-in for an unknown email', HASHING, () => {
  it('waits its turn and hashes in the strangers’ queue as a known one does', async () => {
    await signUp(server.app, 'known@example.com', 'the-right-one')
    for (const email of ['known@example.com', 'nobody@example.com']) {
      // Both hashing places taken: the sign-in can only wait in the queue for a hash of its own.
      const held: (() => void)[] = []
      const running = Array.from({ length: HASH_CONCURRENCY }, (_, i) =>
        hashingLanes.strangers.run(`busy-${email}-${i}`, () => new Promise<void>((r) => held.push(r))),
      )
      const answer = login(email, 'wrong-password')
      await expect.poll(() => hashingLanes.strangers.pending).toBe(1)
      for (const release of held) release()
      await Promise.all(running)
      const res = await answer
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe('Email or password is incorrect')
    }
  })
})
