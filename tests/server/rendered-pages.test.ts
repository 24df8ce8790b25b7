import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { PublicCache } from '../../server/http/public-cache.ts'
import { withStyleHashes } from '../../server/http/security-headers.ts'
import { isAppPage, styleAttributes, withRenderedPage } from '../../server/render/pages.ts'
import { homeHead } from '../../src/contract/head/page-head.ts'

const shell =
  '<!doctype html><html lang="vi"><head><title>Mọt</title></head><body><div id="root"></div></body></html>'

describe('a page the server drew, in the shell', () => {
  it("goes in the app's root, with its answers in a JSON block no markup in them can leave", () => {
    const state = JSON.stringify({ queries: [{ title: '</script><script>alert(1)</script>' }] })
    const head = homeHead({ language: 'en', origin: 'https://mot.example', address: '/' })
    const page = withRenderedPage(shell, { html: '<main>Trang chủ</main>', state, head })
    expect(page).toContain('<div id="root"><main>Trang chủ</main></div>')
    // The page's own head and language in place of the shell's.
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<link rel="canonical" href="https://mot.example/en" />')
    const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(page)?.[1]
    expect(block).toBeDefined()
    expect(block).not.toContain('<')
    expect(JSON.parse(block!)).toEqual(JSON.parse(state))
    // The block ends where it should: the only other scripts are the head's structured data.
    expect(page.match(/<script/g)).toHaveLength(1 + head.jsonLd.length)
  })

  it("starts the app once the page is read: the build's scripts and the page's own code are asked for by the start", () => {
    const built =
      '<!doctype html><html lang="vi"><head><title>Mọt</title><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="manifest" href="/manifest.webmanifest">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">\n</head><body><div id="root"></div></body></html>'
    const head = homeHead({ language: 'vi', origin: 'https://mot.example', address: '/' })
    const page = withRenderedPage(built, { html: '<main></main>', state: '{}', head }, ['/assets/route-c.js'])
    expect(page).toContain(
      '<script defer src="/app-start.js" data-app="/assets/index-a.js" data-code="/assets/runtime-b.js /assets/route-c.js"></script>',
    )
    expect(page).not.toContain('type="module"')
    expect(page).not.toContain('modulepreload')
  })

  it.each([
    ['vi', '/vi/manifest.webmanifest'],
    ['en', '/en/manifest.webmanifest'],
  ] as const)(
    'links the %s manifest in the HTML it sends, so the page as sent is installable',
    (language, href) => {
      const built =
        '<!doctype html><html lang="vi"><head><title>Mọt</title><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
        '    <link rel="manifest" href="/manifest.webmanifest">\n</head><body><div id="root"></div></body></html>'
      const head = homeHead({ language, origin: 'https://mot.example', address: '/' })
      const page = withRenderedPage(built, { html: '<main></main>', state: '{}', head })
      expect(page.match(/<link rel="manifest"[^>]*>/g)).toEqual([`<link rel="manifest" href="${href}">`])
      expect(page).not.toContain('data-manifest')
    },
  )

  it('is drawn only for an address under a language of the site', () => {
    expect(isAppPage('/vi')).toBe(true)
    expect(isAppPage('/en/comic/x?page=2')).toBe(true)
    expect(isAppPage('/vi?x=1')).toBe(true)
    expect(isAppPage('/')).toBe(false)
    expect(isAppPage('/fr/')).toBe(false)
    expect(isAppPage('/video/')).toBe(false)
  })
})

describe('the policy of a drawn page', () => {
  const policy = "default-src 'self';script-src 'self';style-src 'self';img-src 'self'"

  it('allows exactly the style attributes React wrote, by their hash, as the browser reads them', () => {
    const html =
      '<li style="height:24px"></li><div style="--slide-width:180px;font-family:&quot;Noto Serif&quot;"></div>'
    const styles = styleAttributes(html)
    expect(styles).toEqual(['height:24px', '--slide-width:180px;font-family:"Noto Serif"'])
    const hash = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`
    const drawn = withStyleHashes(policy, [...styles, 'height:24px'])
    expect(drawn).toBe(
      `default-src 'self';script-src 'self';style-src 'self' 'unsafe-hashes' ${hash(styles[0]!)} ${hash(styles[1]!)};img-src 'self'`,
    )
    expect(drawn).not.toContain('unsafe-inline')
  })

  it('is left as it is for a page without style attributes', () => {
    expect(withStyleHashes(policy, [])).toBe(policy)
  })
})

describe('drawn pages in the public cache', () => {
  const page = {
    body: 'x'.repeat(4000),
    contentType: 'text/html; charset=utf-8',
    status: 404,
    headers: { 'x-robots-tag': 'noindex' },
  }

  async function served(cache: PublicCache, key: string) {
    const app = Fastify()
    app.get('/*', (request, reply) =>
      cache.sendPage(request, reply, key) ? reply : reply.send('drawn again'),
    )
    const answer = await app.inject({ url: '/vi/x', headers: { 'accept-encoding': 'br' } })
    await app.close()
    return answer
  }

  it('are sent again with their status and headers, compressed once', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    cache.keepPage('http://a/vi/x', cache.generation, page)
    const answer = await served(cache, 'http://a/vi/x')
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['x-robots-tag']).toBe('noindex')
    expect(answer.headers['x-cache']).toBe('hit')
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page.body)
    // Another origin is another page (its addresses differ).
    expect((await served(cache, 'http://b/vi/x')).body).toBe('drawn again')
  })

  it('are compressed once more in the background, smaller, and only as the page kept', async () => {
    // A page's markup: many cards alike, as a list or the home shows them.
    const markup = (story: string) => ({
      ...page,
      body: Array.from(
        { length: 400 },
        (_, i) => `<li class="card"><a href="/vi/${story}/${i}">Chương ${(i * 7919) % 997}</a></li>`,
      ).join(''),
    })
    const brotli = (body: string, quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    const first = markup('comic/a')
    const second = markup('novel/b')
    expect(brotli(second.body, 10).length).toBeLessThan(brotli(second.body, 5).length)
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    cache.keepPage('k', cache.generation, first)
    // Drawn again before the first copy is made: that copy is of another page, and is not kept.
    cache.keepPage('k', cache.generation, second)
    await vi.waitFor(async () => {
      const answer = await served(cache, 'k')
      expect(answer.rawPayload.length).toBe(brotli(second.body, 10).length)
    })
    expect(brotliDecompressSync((await served(cache, 'k')).rawPayload).toString()).toBe(second.body)
  })

  it('are dropped by any change to the catalogue, and not kept when drawn across one', async () => {
    const cache = new PublicCache({ seconds: 60, maxBytes: 1024 * 1024 })
    cache.keepPage('k', cache.generation, page)
    cache.invalidate('/posts/detail/comic/other/')
    expect((await served(cache, 'k')).body).toBe('drawn again')
    const before = cache.generation
    cache.invalidate('/anything/')
    cache.keepPage('k', before, page)
    expect((await served(cache, 'k')).body).toBe('drawn again')
  })

  it('are not kept with the cache off', async () => {
    const cache = new PublicCache({ seconds: 0, maxBytes: 1024 * 1024 })
    cache.keepPage('k', cache.generation, page)
    expect((await served(cache, 'k')).body).toBe('drawn again')
  })
})
