import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../server/http/messages.ts'
import { multipart, signUp, urlencoded } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

// Visitors connect straight to the server (no proxy), each from the address inject() is given.
let server: TestServer
beforeAll(async () => {
  server = await createTestServer(
    { TRUST_PROXY: 'false' },
    { writeLimits: { csrf: { perAddress: 3, perMember: 3 }, register: { perAddress: 2 } } },
  )
})
afterAll(() => server.close())

const csrf = (remoteAddress: string, deviceId?: string) =>
  server.app.inject({
    url: '/vi/api/v1/auth/csrf_create/',
    remoteAddress,
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  })

/** Sends one POST from `remoteAddress` with a token fetched from there for `deviceId`. */
async function act(remoteAddress: string, deviceId: string, url: string, fields: Record<string, string>) {
  const { csrf_token } = (await csrf(remoteAddress, deviceId)).json().data
  const body = url.includes('/views/')
    ? urlencoded({ ...fields, csrf_token })
    : multipart({ ...fields, csrf_token })
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: body.payload,
    headers: body.headers,
  })
}

describe('an IPv6 visitor holds a whole /64', () => {
  it('so the addresses of one /64 share a write limit, and another /64 has its own', async () => {
    const codes = []
    for (const address of [
      '2001:db8:1:1::1',
      '2001:db8:1:1::2',
      '2001:db8:1:1:ffff:0:0:9',
      '2001:db8:1:1::4',
    ]) {
      codes.push((await csrf(address)).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
    expect((await csrf('2001:db8:1:2::1')).statusCode).toBe(200)
  })

  it('while IPv4 stays per address, written as IPv4 or as IPv4-mapped IPv6', async () => {
    const codes = []
    for (const address of ['198.51.100.60', '::ffff:198.51.100.60', '::ffff:c633:643c', '198.51.100.60']) {
      codes.push((await csrf(address)).statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429])
    expect((await csrf('198.51.100.61')).statusCode).toBe(200)
    expect((await csrf('::ffff:198.51.100.62')).statusCode).toBe(200)
  })

  it('and register answers 429 with Retry-After and the envelope once the /64 has used its limit', async () => {
    const register = (remoteAddress: string, email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/en/api/v1/auth/register',
        remoteAddress,
        payload: { name: 'Mai', email, password: 'secret-password' },
      })
    expect((await register('2001:db8:2:1::1', 'one@example.com')).statusCode).toBe(202)
    expect((await register('2001:db8:2:1::2', 'two@example.com')).statusCode).toBe(202)
    const over = await register('2001:db8:2:1::3', 'three@example.com')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ status: 'error', message: messages.tooManyRequests.en })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await register('2001:db8:2:2::1', 'four@example.com')).statusCode).toBe(202)
  })

  it('so wrong passwords from one /64 block that /64 alone', { timeout: 120_000 }, async () => {
    await signUp(server.app, 'v6-owner@example.com', 'the-right-one')
    const login = (remoteAddress: string, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/vi/api/v1/auth/login',
        remoteAddress,
        payload: { email: 'v6-owner@example.com', password },
      })
    for (let i = 1; i <= 5; i++)
      expect((await login(`2001:db8:3:1::${i}`, `guess-${i}`)).statusCode).toBe(401)
    const blocked = await login('2001:db8:3:1::99', 'the-right-one')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe(messages.tooManySignIns.vi)
    expect((await login('2001:db8:3:2::1', 'the-right-one')).statusCode).toBe(200)
  })

  it('so its new device ids like a post once, and another /64 likes it again', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const url = `/vi/api/v1/posts/action/like/movie/${post.id}`
    const count = async (address: string, device: string) =>
      (await act(address, device, url, { like: '1' })).json().data.like_count
    expect(await count('2001:db8:4:1::1', 'v6-liker-0001')).toBe(1)
    expect(await count('2001:db8:4:1::2', 'v6-liker-0002')).toBe(1)
    expect(await count('2001:db8:4:2::1', 'v6-liker-0003')).toBe(2)
  })

  it('so its new device ids view a post once an hour, and another /64 counts again', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const url = `/vi/api/v1/posts/action/views/comic/${post.id}/`
    const views = async (address: string, device: string) =>
      (await act(address, device, url, {})).json().data.views
    expect(await views('2001:db8:5:1::1', 'v6-viewer-0001')).toBe(1)
    expect(await views('2001:db8:5:1::2', 'v6-viewer-0002')).toBe(1)
    expect(await views('2001:db8:5:2::1', 'v6-viewer-0003')).toBe(2)
  })
})
