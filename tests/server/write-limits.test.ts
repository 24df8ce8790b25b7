import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../server/config.ts'
import { messages } from '../../server/http/messages.ts'
import { csrfToken, multipart, nextAddress, signUp, urlencoded } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

// Small limits, so a test meets them in a few calls; the server's own are far above (write-limits.ts).
const small = {
  csrf: { perAddress: 3, perMember: 3 },
  views: { perAddress: 2, perMember: 2 },
  like: { perAddress: 2, perMember: 2 },
  rating: { perAddress: 2, perMember: 2 },
  logout: { perAddress: 2, perMember: 2 },
}

let behindProxy: TestServer
let direct: TestServer
beforeAll(async () => {
  // app.inject comes from 127.0.0.1: here that is the proxy, whose X-Forwarded-For is believed.
  behindProxy = await createTestServer({ TRUST_PROXY: '127.0.0.1' }, { writeLimits: small })
  direct = await createTestServer({ TRUST_PROXY: 'false' }, { writeLimits: small })
})
afterAll(async () => {
  await behindProxy?.close()
  await direct?.close()
})

const csrf = (server: TestServer, address: string, lang = 'vi') =>
  server.app.inject({ url: `/${lang}/api/v1/auth/csrf_create/`, headers: { 'x-forwarded-for': address } })

describe('write limits', () => {
  it('answer 429 with Retry-After and the envelope in the page’s language', async () => {
    const address = nextAddress()
    const codes = []
    for (let i = 0; i < 3; i++) codes.push((await csrf(behindProxy, address)).statusCode)
    expect(codes).toEqual([200, 200, 200])
    const over = await csrf(behindProxy, address)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ status: 'error', message: messages.tooManyRequests.vi })
    const wait = Number(over.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    const english = await csrf(behindProxy, address, 'en')
    expect(english.statusCode).toBe(429)
    expect(english.json().message).toBe('Too many requests, please try again later.')
  })

  it('tell addresses apart by X-Forwarded-For from a named proxy, and ignore it otherwise', async () => {
    const [a, b] = [nextAddress(), nextAddress()]
    for (let i = 0; i < 3; i++) expect((await csrf(behindProxy, a)).statusCode).toBe(200)
    expect((await csrf(behindProxy, a)).statusCode).toBe(429)
    expect((await csrf(behindProxy, b)).statusCode).toBe(200)
    // Not trusted: every made-up X-Forwarded-For is the one real address.
    const codes = []
    for (let i = 0; i < 4; i++) codes.push((await csrf(direct, nextAddress())).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
  })

  it('limit every write per address', async () => {
    const post = await createPost(behindProxy.db, { posttype: 'movie' })
    const address = nextAddress()
    const { csrf_token } = await csrfToken(behindProxy.app, 'device-limits-01')
    const { token } = await signUp(behindProxy.app, 'limited@example.com')
    const auth = { authorization: `Bearer ${token}` }
    const base = '/en/api/v1/posts/action'
    const calls = {
      views: () => ({ url: `${base}/views/movie/${post.id}/`, ...urlencoded({ csrf_token }) }),
      like: () => ({ url: `${base}/like/movie/${post.id}`, ...multipart({ like: '1', csrf_token }) }),
      rating: () => ({ url: `${base}/rating/movie/${post.id}/`, ...multipart({ rating: '7', csrf_token }) }),
      logout: () => ({ url: '/en/api/v1/auth/logout', payload: '', headers: {} }),
    }
    for (const [kind, call] of Object.entries(calls)) {
      const codes = []
      for (let i = 0; i < 3; i++) {
        const { url, payload, headers } = call()
        // Each from a new member session would reach the member limit too; the address is the same.
        const res = await behindProxy.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...headers, ...(kind === 'rating' ? auth : {}), 'x-forwarded-for': address },
        })
        codes.push(res.statusCode)
      }
      expect([kind, codes[2]]).toEqual([kind, 429])
      expect(codes.slice(0, 2).every((code) => code !== 429)).toBe(true)
    }
  })

  it('limit a member however many addresses they write from', async () => {
    const post = await createPost(behindProxy.db, { posttype: 'comic' })
    const { csrf_token } = await csrfToken(behindProxy.app, 'device-limits-02')
    const { token } = await signUp(behindProxy.app, 'roaming@example.com')
    const body = multipart({ like: '1', csrf_token })
    const like = (headers: Record<string, string>) =>
      behindProxy.app.inject({
        method: 'POST',
        url: `/vi/api/v1/posts/action/like/comic/${post.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers, 'x-forwarded-for': nextAddress() },
      })
    const codes = []
    for (let i = 0; i < 3; i++) codes.push((await like({ authorization: `Bearer ${token}` })).statusCode)
    expect(codes).toEqual([200, 200, 429])
    // A visitor on yet another address is not held back by the member's limit.
    expect((await like({})).statusCode).toBe(200)
  })
})

describe('the device id of a visitor without X-Device-Id', () => {
  it('is the same for every token from one address, and another for another address', async () => {
    const [a, b] = [nextAddress(), nextAddress()]
    const first = (await csrf(behindProxy, a)).json().data.device_id
    const again = (await csrf(behindProxy, a)).json().data.device_id
    const other = (await csrf(behindProxy, b)).json().data.device_id
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    // The id says nothing of the address.
    expect(first).not.toContain(a.replaceAll('.', ''))
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['loopback', 'loopback'],
    ['127.0.0.1,10.0.0.0/8', '127.0.0.1,10.0.0.0/8'],
    ['::1, fd00::/8, uniquelocal', '::1, fd00::/8, uniquelocal'],
  ])('reads %j', (value, trustProxy) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy)
  })

  it.each(['10.0.0.0/33', '10.0.0', 'proxy.example.com', '127.0.0.1,', '::1/129'])('refuses %j', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError)
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
  })
})
