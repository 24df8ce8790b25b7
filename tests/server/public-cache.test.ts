import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const url = '/vi/api/v1/posts/lists/comic/'
beforeAll(async () => {
  server = await createTestServer()
  // Enough posts for an answer worth compressing.
  for (let i = 0; i < 12; i++)
    await createPost(server.db, { posttype: 'comic', titleVi: `Truyện dài số ${i}` })
})
afterAll(() => server.close())

describe('the public cache', () => {
  it('answers a repeated public GET from memory, with headers a CDN can honour', async () => {
    const first = await server.app.inject(url)
    const second = await server.app.inject(url)
    expect(first.headers['x-cache']).toBeUndefined()
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(second.json()).toEqual(first.json())
  })

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a hit compressed with %s when the client accepts it', async (encoding, decompress) => {
    await server.app.inject(url)
    const res = await server.app.inject({ url, headers: { 'accept-encoding': encoding } })
    expect(res.headers['x-cache']).toBe('hit')
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers.vary).toContain('accept-encoding')
    const body = JSON.parse(decompress(res.rawPayload).toString('utf8'))
    expect(body.status).toBe('success')
    expect(body.data).toHaveLength(12)
  })

  it('is not used for sign-in answers', async () => {
    const res = await server.app.inject('/vi/api/v1/auth/csrf_create/')
    const again = await server.app.inject('/vi/api/v1/auth/csrf_create/')
    expect(again.headers['x-cache']).toBeUndefined()
    expect(again.json().data.csrf_token).not.toBe(res.json().data.csrf_token)
  })
})

describe('an answer computed while a write lands', () => {
  it('is sent but not kept, so the next request reads the write', async () => {
    const { default: Fastify } = await import('fastify')
    const { PublicCache } = await import('../../server/http/public-cache.ts')
    const cache = new PublicCache(60)
    const app = Fastify()
    cache.register(app)
    let count = 1
    let holdRead: Promise<void> | undefined
    app.get('/count', { config: { publicCache: true } }, async () => {
      const read = count
      await holdRead
      return { count: read }
    })
    await app.ready()

    let letGo = () => {}
    holdRead = new Promise((resolve) => {
      letGo = resolve
    })
    const slow = app.inject('/count')
    await new Promise((resolve) => setTimeout(resolve, 20))
    // A like lands meanwhile: the counter moves and its cached answers are dropped.
    count = 2
    cache.invalidate('/count')
    letGo()
    expect((await slow).json()).toEqual({ count: 1 })

    holdRead = undefined
    const next = await app.inject('/count')
    expect(next.headers['x-cache']).toBeUndefined()
    expect(next.json()).toEqual({ count: 2 })
    expect((await app.inject('/count')).headers['x-cache']).toBe('hit')
    await app.close()
  })
})
