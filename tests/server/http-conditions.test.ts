import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRenderer } from './app-renderer.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * Conditional and range requests as RFC 9110 writes them (sections cited per test), on every kind of
 * answer the server gives: pages, API reads, sitemaps, robots.txt and media files.
 */
let server: TestServer
let appDir: string
const file = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))
const segment = '/media/films/clip/chunk-0-00001.m4s'

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer({ APP_DIR: appDir }, { drawPage: await appRenderer() })
  mkdirSync(join(server.mediaDir, 'films/clip'), { recursive: true })
  writeFileSync(join(server.mediaDir, 'films/clip/chunk-0-00001.m4s'), file)
  for (let i = 0; i < 6; i++) {
    const post = await createPost(server.db, {
      posttype: 'comic',
      slug: `truyen-${i}`,
      titleVi: `Truyện số ${i}`,
    })
    await createChapters(server.db, post.id, 2, () => ({ content: ['pages/1.webp'] }))
  }
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  server.app.inject({ method, url, headers })

const answers: [string, string][] = [
  ['a page the server draws', '/vi/comic/truyen-1'],
  ['a home page', '/en'],
  ['a public API read', '/vi/api/v1/posts/lists/comic/'],
  ['an API detail', '/vi/api/v1/posts/detail/comic/truyen-2/'],
  ['the sitemap index', '/sitemap.xml'],
  ['a sitemap of pages', '/sitemaps/pages.xml'],
  ['a sitemap of posts', '/sitemaps/comic-1.xml'],
  ['robots.txt', '/robots.txt'],
]

describe('entity tags and If-None-Match (RFC 9110 §8.8.3, §13.1.2)', () => {
  it.each(answers)('%s carries a weak entity tag that stays while nothing changes', async (_, url) => {
    const first = await get(url)
    const second = await get(url)
    expect(first.statusCode, url).toBe(200)
    // §8.8.3: entity-tag = [ weak ] opaque-tag; weak = %s"W/"
    expect(first.headers.etag, url).toMatch(/^W\/"[\x21\x23-\x7e]+"$/)
    expect(second.headers.etag, url).toBe(first.headers.etag)
  })

  it.each(answers)('%s answers 304 when If-None-Match names its tag, with no body', async (_, url) => {
    for (const encoding of [undefined, 'br, gzip']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
      const first = await get(url, headers)
      const again = await get(url, { ...headers, 'if-none-match': String(first.headers.etag) })
      expect(again.statusCode, url).toBe(304)
      expect(again.rawPayload.byteLength, url).toBe(0)
      // §15.4.5: the 304 carries the ETag, Cache-Control and Vary the 200 would have carried.
      expect(again.headers.etag, url).toBe(first.headers.etag)
      expect(again.headers['cache-control'], url).toBe(first.headers['cache-control'])
      expect(again.headers.vary, url).toBe(first.headers.vary)
      expect(again.headers['content-encoding'], url).toBeUndefined()
    }
  })

  it('answers HEAD with If-None-Match as GET does (§13.1.2: "GET or HEAD")', async () => {
    const url = '/vi/api/v1/posts/lists/comic/'
    const { etag } = (await get(url)).headers
    const head = await get(url, { 'if-none-match': String(etag) }, 'HEAD')
    expect(head.statusCode).toBe(304)
  })

  it('compares tags weakly: the tag without W/, in a list, or * matches (§8.8.3.2, §13.1.2)', async () => {
    const url = '/vi/api/v1/posts/lists/comic/'
    const tag = String((await get(url)).headers.etag)
    const opaque = tag.slice(2)
    for (const condition of [opaque, `"other", ${tag}`, `W/"other",${opaque}`, '*'])
      expect((await get(url, { 'if-none-match': condition })).statusCode, condition).toBe(304)
    for (const condition of ['"other"', 'W/"other", "another"', `${tag.slice(0, -2)}"`])
      expect((await get(url, { 'if-none-match': condition })).statusCode, condition).toBe(200)
  })

  it('answers 304 from the public cache as from the database, with the same tag', async () => {
    const url = '/vi/api/v1/posts/lists/comic/?page=1'
    const miss = await get(url)
    const hit = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(miss.headers.etag) })
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.statusCode).toBe(304)
    const full = await get(url, { 'accept-encoding': 'br' })
    expect(full.headers['content-encoding']).toBe('br')
    expect(full.headers.etag).toBe(miss.headers.etag)
  })

  it('gives a streamed sitemap part a new tag when its data changes', async () => {
    const before = await get('/sitemaps/comic-1.xml')
    await createPost(server.db, { posttype: 'comic', slug: 'truyen-moi' })
    const after = await get('/sitemaps/comic-1.xml', { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('truyen-moi')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('ignores the condition when the answer is not a success (§13.2.1)', async () => {
    for (const url of [
      '/sitemaps/comic-9.xml',
      '/vi/comic/none-such',
      '/vi/api/v1/posts/detail/comic/none/',
    ]) {
      const res = await get(url, { 'if-none-match': '*' })
      expect(res.statusCode, url).toBe(404)
      expect(res.rawPayload.byteLength, url).toBeGreaterThan(0)
    }
  })
})

describe("a page sent undrawn (past its address group's budget of drawn pages)", () => {
  let undrawn: TestServer
  beforeAll(async () => {
    undrawn = await createTestServer(
      { APP_DIR: appDir, PAGE_RENDERS_PER_MINUTE: '0' },
      { drawPage: await appRenderer() },
    )
  })
  afterAll(() => undrawn.close())

  it("answers 304 for the shell it is, and a not-found page's 404 whole whatever the client holds (§13.2.1)", async () => {
    const home = await undrawn.app.inject({ url: '/vi' })
    expect(home.statusCode).toBe(200)
    const again = await undrawn.app.inject({
      url: '/vi',
      headers: { 'if-none-match': String(home.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    const missing = await undrawn.app.inject({
      url: '/vi/comic/none-such',
      headers: { 'if-none-match': String(home.headers.etag) },
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<div id="root">')
  })
})

describe('Vary: Accept-Encoding on every compressible answer (RFC 9110 §12.5.5)', () => {
  it.each([...answers, ['an API error', '/vi/api/v1/posts/detail/comic/none/']])(
    '%s says it varies by Accept-Encoding, compressed or not',
    async (_, url) => {
      for (const encoding of [undefined, 'identity', 'gzip']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {})
        expect(res.headers.vary, `${url} ${encoding}`).toMatch(/accept-encoding/i)
        expect(String(res.headers.vary).match(/accept-encoding/gi), url).toHaveLength(1)
      }
    },
  )

  it('leaves a media file, which is never compressed, varying by nothing of the kind', async () => {
    expect((await get(segment)).headers.vary).toBeUndefined()
  })
})

describe('ranges (RFC 9110 §14)', () => {
  it('answers an unsatisfiable range with 416, the length, and nothing a cache keeps (§15.5.17)', async () => {
    const res = await get(segment, { range: 'bytes=99999-' })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${file.length}`)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('ignores Range on HEAD: range handling is defined for GET alone (§14.2)', async () => {
    const res = await get(segment, { range: 'bytes=0-99' }, 'HEAD')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBe(String(file.length))
    expect(res.headers['content-range']).toBeUndefined()
  })

  it('sends the whole file when If-Range holds an entity tag that does not strongly match (§13.1.5)', async () => {
    const { etag } = (await get(segment)).headers
    // The file's tag is weak, so it never strongly matches; nor does another tag.
    for (const ifRange of [String(etag), '"other"']) {
      const res = await get(segment, { range: 'bytes=0-99', 'if-range': ifRange })
      expect(res.statusCode, ifRange).toBe(200)
      expect(res.rawPayload.equals(file), ifRange).toBe(true)
    }
  })

  it('still answers a plain Range with 206, and an If-Range date that holds with 206', async () => {
    const whole = await get(segment)
    expect((await get(segment, { range: 'bytes=0-99' })).statusCode).toBe(206)
    const dated = await get(segment, {
      range: 'bytes=0-99',
      'if-range': String(whole.headers['last-modified']),
    })
    expect(dated.statusCode).toBe(206)
  })
})

describe('Permissions-Policy', () => {
  it.each([
    ['a page', '/vi'],
    ['an API answer', '/vi/api/v1/posts/lists/comic/'],
    ['a media file', segment],
  ])('on %s, allows what the player and the kiosk use and refuses the rest', async (_, url) => {
    const policy = String((await get(url)).headers['permissions-policy'])
    const directives = Object.fromEntries(
      policy.split(',').map((part) => part.trim().split('=') as [string, string]),
    )
    for (const feature of ['fullscreen', 'picture-in-picture', 'autoplay', 'screen-wake-lock'])
      expect(directives[feature], feature).toBe('(self)')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(directives[feature], feature).toBe('()')
  })
})
