import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PublicCache } from '../../server/http/public-cache.ts'
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

  it.each([
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['gzip;q=0.5, identity', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    // A browser's header, gzip first: of equal q, Brotli is smaller.
    ['gzip, deflate, br, zstd', 'br'],
  ])('answers a hit to Accept-Encoding "%s" with encoding %s', async (accept, encoding) => {
    await server.app.inject(url)
    const res = await server.app.inject({ url, headers: { 'accept-encoding': accept } })
    expect(res.headers['x-cache']).toBe('hit')
    expect(res.headers['content-encoding']).toBe(encoding)
    if (!encoding) expect(res.json().data).toHaveLength(12)
  })

  it('keeps one answer whatever junk parameters a reader adds', async () => {
    await server.app.inject('/vi/api/v1/home/index/')
    for (let z = 0; z < 50; z++) {
      const res = await server.app.inject(`/vi/api/v1/home/index/?z=${z}&utm_source=${z}`)
      expect(res.headers['x-cache']).toBe('hit')
    }
  })

  it('keys an answer by what the route reads: its path parameters and validated query', async () => {
    const list = '/vi/api/v1/posts/lists/comic/'
    await server.app.inject(`${list}?sortby=created_at__desc`)
    // The same route and parameters, spelt differently.
    expect(
      (await server.app.inject(`/vi/api/v1/posts/lists/%63omic/?sortby=created_at__desc`)).headers['x-cache'],
    ).toBe('hit')
    // A list ignores `filter` (only the related list reads it).
    expect(
      (await server.app.inject(`${list}?sortby=created_at__desc&filter=post_id__7`)).headers['x-cache'],
    ).toBe('hit')
    expect((await server.app.inject(`${list}?sortby=updated_at__desc`)).headers['x-cache']).toBeUndefined()
    // Search reads q as it validates it: trimmed.
    await server.app.inject('/vi/api/v1/posts/search/?q=truyen')
    expect((await server.app.inject('/vi/api/v1/posts/search/?q=%20truyen%20&x=1')).headers['x-cache']).toBe(
      'hit',
    )
    expect((await server.app.inject('/vi/api/v1/posts/search/?q=khac')).headers['x-cache']).toBeUndefined()
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
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    const app = Fastify()
    cache.register(app)
    let count = 1
    let holdRead: Promise<void> | undefined
    let readDone = () => {}
    app.get('/count', { config: { publicCache: true } }, async () => {
      const read = count
      readDone()
      await holdRead
      return { count: read }
    })
    await app.ready()

    let letGo = () => {}
    holdRead = new Promise((resolve) => {
      letGo = resolve
    })
    const read = new Promise<void>((resolve) => {
      readDone = resolve
    })
    const slow = app.inject('/count')
    await read
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

describe('the memory the cache may take', () => {
  let app: FastifyInstance
  const serve = async (cache: PublicCache) => {
    app = Fastify()
    cache.register(app)
    app.get(
      '/items/:name/',
      { config: { publicCache: { query: v.object({ page: v.optional(v.string()) }) } } },
      async (request) => ({ name: (request.params as { name: string }).name, text: 'x'.repeat(4000) }),
    )
    await app.ready()
  }
  afterEach(async () => {
    vi.useRealTimers()
    await app.close()
  })

  it('does not grow with parameters the route does not read', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    await serve(cache)
    await app.inject('/items/a/')
    const before = cache.usage
    expect(before.entries).toBe(1)
    for (let z = 0; z < 500; z++) await app.inject(`/items/a/?z=${z}`)
    expect(cache.usage).toEqual(before)
    await app.inject('/items/a/?page=2')
    expect(cache.usage.entries).toBe(2)
  })

  it('stays within its bytes, dropping the least recently used answers', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 20_000 })
    await serve(cache)
    for (let n = 0; n < 20; n++) await app.inject(`/items/n${n}/`)
    expect(cache.usage.bytes).toBeLessThanOrEqual(20_000)
    expect(cache.usage.entries).toBeLessThan(20)
    expect((await app.inject('/items/n19/')).headers['x-cache']).toBe('hit')
    expect((await app.inject('/items/n0/')).headers['x-cache']).toBeUndefined()
  })

  it('counts the compressed copies it keeps', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    await serve(cache)
    await app.inject('/items/a/')
    const plain = cache.usage.bytes
    const res = await app.inject({ url: '/items/a/', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(cache.usage.bytes).toBe(plain + res.rawPayload.byteLength)
  })

  it('frees an expired answer without waiting for it to be read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    await serve(cache)
    await app.inject('/items/a/')
    await app.inject('/items/b/')
    expect(cache.usage.entries).toBe(2)
    vi.advanceTimersByTime(61_000)
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 })
  })

  it('drops the answers a write names', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    await serve(cache)
    await app.inject('/items/a/')
    await app.inject('/items/a/?page=2')
    await app.inject('/items/b/')
    cache.invalidate('/items/a/')
    expect(cache.usage.entries).toBe(1)
    expect((await app.inject('/items/a/?page=2')).headers['x-cache']).toBeUndefined()
  })
})
