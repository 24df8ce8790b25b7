import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters } from '../../server/db/schema.ts'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let withPublicUrl: TestServer
const origin = { host: 'mot.example', 'x-forwarded-proto': 'https' }
const comics = ['c-1', 'c-2', 'c-3', 'c-4', 'c-5']
const changed = new Date('2026-03-04T05:06:07.000Z')

beforeAll(async () => {
  // Four addresses a sitemap: two posts, each in both languages.
  // The requests name their own host, which the servers serve.
  server = await createTestServer({ ALLOWED_HOSTS: 'mot.example' }, { sitemapUrls: 4 })
  withPublicUrl = await createTestServer({ PUBLIC_URL: 'https://mot.vn/', ALLOWED_HOSTS: 'mot.example' })
  for (const slug of comics) await createPost(server.db, { posttype: 'comic', slug, updatedAt: changed })
  await createPost(server.db, { posttype: 'comic', slug: 'c-nhap', status: 'unpublished' })
  await createPost(server.db, { posttype: 'novel', slug: 'truyện-chữ' })
})
afterAll(async () => {
  await server.close()
  await withPublicUrl.close()
})

const get = async (url: string, on = server) => {
  const res = await on.app.inject({ url, headers: origin })
  return res
}
const urlsOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1]!)
const locOf = (entry: string) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]

describe('robots.txt', () => {
  it('names the sitemap at its absolute address and keeps the API out', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const lines = res.body.split('\n')
    expect(lines).toContain('User-agent: *')
    for (const prefix of ['/vi/api/', '/en/api/', '/*/api/']) expect(lines).toContain(`Disallow: ${prefix}`)
    expect(lines).toContain('Sitemap: https://mot.example/sitemap.xml')
  })

  it('uses PUBLIC_URL over the request’s origin', async () => {
    expect((await get('/robots.txt', withPublicUrl)).body).toContain('Sitemap: https://mot.vn/sitemap.xml\n')
  })
})

describe('sitemaps', () => {
  it('the index names the fixed pages and each post type’s parts, with when they last changed', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const parts = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
    // Five comics, two a part: three parts. One novel; no films or games.
    expect(parts).toEqual([
      'https://mot.example/sitemaps/pages.xml',
      'https://mot.example/sitemaps/comic-1.xml',
      'https://mot.example/sitemaps/comic-2.xml',
      'https://mot.example/sitemaps/comic-3.xml',
      'https://mot.example/sitemaps/novel-1.xml',
    ])
    expect(res.body).toContain(`<lastmod>${changed.toISOString()}</lastmod>`)
    const other = await get('/sitemap.xml', withPublicUrl)
    expect(other.body).toContain('<loc>https://mot.vn/sitemaps/pages.xml</loc>')
  })

  it('splits posts at the limit, each part holding at most that many addresses, every visible post once per language', async () => {
    const seen: string[] = []
    for (const part of [1, 2, 3]) {
      const res = await get(`/sitemaps/comic-${part}.xml`)
      expect(res.statusCode, `part ${part}`).toBe(200)
      const entries = urlsOf(res.body)
      expect(entries.length).toBeLessThanOrEqual(4)
      seen.push(...entries.map((entry) => locOf(entry)!))
    }
    expect(seen).toEqual(
      comics.flatMap((slug) => [
        `https://mot.example/vi/comic/${slug}`,
        `https://mot.example/en/comic/${slug}`,
      ]),
    )
    // The draft is nowhere.
    expect(seen.join()).not.toContain('c-nhap')
  })

  it('gives each post its last change and its alternates in both languages and x-default', async () => {
    const [vi, en] = urlsOf((await get('/sitemaps/comic-1.xml')).body)
    for (const entry of [vi!, en!]) {
      expect(entry).toContain(`<lastmod>${changed.toISOString()}</lastmod>`)
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="vi" href="https://mot.example/vi/comic/c-1"/>',
      )
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://mot.example/en/comic/c-1"/>',
      )
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://mot.example/vi/comic/c-1"/>',
      )
    }
    // A slug in Vietnamese letters is written as an address.
    const novel = (await get('/sitemaps/novel-1.xml')).body
    expect(locOf(urlsOf(novel)[0]!)).toBe(`https://mot.example/vi/novel/${encodeURIComponent('truyện-chữ')}`)
  })

  it('lists the fixed pages: each language’s home and dashboards', async () => {
    const locs = urlsOf((await get('/sitemaps/pages.xml')).body).map((entry) => locOf(entry))
    for (const language of ['vi', 'en']) {
      expect(locs).toContain(`https://mot.example/${language}`)
      for (const section of ['movies', 'comics', 'novels', 'games'])
        expect(locs).toContain(`https://mot.example/${language}/${section}`)
    }
  })

  it('answers a part that is not there with a 404 envelope, never an error', async () => {
    for (const name of [
      'comic-4',
      'comic-0',
      'comic-01',
      'movie-1',
      'bogus-1',
      'comic-x',
      'comic-99999999999',
      'comic-1.txt',
    ]) {
      const res = await get(`/sitemaps/${name}.xml`)
      expect(res.statusCode, name).toBe(404)
      expect(res.json(), name).toEqual({ status: 'error', message: 'Not Found' })
    }
  })

  it('is sent compressed, and HEAD gets the headers GET has', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/comic-1.xml']) {
      const headers = { ...origin, 'accept-encoding': 'br, gzip' }
      const [res, head] = await Promise.all([
        server.app.inject({ url, headers }),
        server.app.inject({ method: 'HEAD', url, headers }),
      ])
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<?xml')
      for (const name of ['content-encoding', 'content-type', 'vary', 'cache-control'])
        expect(head.headers[name], `${url} ${name}`).toEqual(res.headers[name])
    }
  })
})

describe('sitemaps of chapters, categories and people', () => {
  let site: TestServer
  beforeAll(async () => {
    // Two pages a part, each in both languages: four addresses.
    site = await createTestServer({ ALLOWED_HOSTS: 'mot.example' }, { sitemapUrls: 4 })
    const comic = await createPost(site.db, { posttype: 'comic', slug: 'robot', updatedAt: changed })
    const shown = await createChapters(site.db, comic.id, 4)
    await site.db.update(chapters).set({ hiddenAt: new Date() }).where(eq(chapters.id, shown[3]!.id))
    const novel = await createPost(site.db, { posttype: 'novel', slug: 'can-phong' })
    await createChapters(site.db, novel.id, 1)
    const draft = await createPost(site.db, { posttype: 'comic', slug: 'ban-nhap', status: 'unpublished' })
    await createChapters(site.db, draft.id, 2)
    const film = await createPost(site.db, { posttype: 'movie', slug: 'hanh-tinh' })
    await createChapters(site.db, film.id, 2)
    const category = await createCategory(site.db, 'comic', 'phieu-luu')
    await addToCategory(site.db, category.id, [comic.id])
    const actor = await createPerson(site.db, 'an-nguyen', 'An Nguyễn')
    await credit(site.db, film.id, actor.id, 'actor')
    const uncredited = await createPerson(site.db, 'ai-do', 'Ai Đó')
    await credit(site.db, draft.id, uncredited.id, 'director')
  })
  afterAll(() => site.close())

  /** A sitemap as a validator reads it: well-formed XML, in the sitemaps' namespace, within the limit. */
  const read = async (url: string) => {
    const res = await get(url, site)
    expect(res.statusCode, url).toBe(200)
    expect(XMLValidator.validate(res.body), url).toBe(true)
    const xml = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'sitemap',
    }).parse(res.body) as {
      urlset?: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] }
      sitemapindex?: { '@_xmlns': string; sitemap: { loc: string }[] }
    }
    const root = xml.urlset ?? xml.sitemapindex
    expect(root?.['@_xmlns'], url).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    return xml
  }
  const locsOf = async (url: string) => ((await read(url)).urlset?.url ?? []).map((entry) => entry.loc)

  it('the index names the parts of each kind, chapters split at the limit like posts', async () => {
    const parts = (await read('/sitemap.xml')).sitemapindex?.sitemap.map((entry) => entry.loc)
    expect(parts).toEqual(
      [
        'pages',
        'movie-1',
        'comic-1',
        'novel-1',
        'comic-chapters-1',
        'comic-chapters-2',
        'novel-chapters-1',
        'categories-1',
        'people-1',
      ].map((part) => `https://mot.example/sitemaps/${part}.xml`),
    )
  })

  it('names each chapter visitors see by its reader’s address, in both languages, and no other', async () => {
    const seen = [
      ...(await locsOf('/sitemaps/comic-chapters-1.xml')),
      ...(await locsOf('/sitemaps/comic-chapters-2.xml')),
    ]
    expect(seen).toEqual(
      [1, 2, 3].flatMap((index) => [
        `https://mot.example/vi/comic/robot/${index}`,
        `https://mot.example/en/comic/robot/${index}`,
      ]),
    )
    expect(await locsOf('/sitemaps/novel-chapters-1.xml')).toEqual([
      'https://mot.example/vi/novel/can-phong/1',
      'https://mot.example/en/novel/can-phong/1',
    ])
    // A film's episodes are its page's (`?ep=`), whose address is the film's: no part of their own.
    for (const name of ['movie-chapters-1', 'game-chapters-1', 'comic-chapters-3'])
      expect((await get(`/sitemaps/${name}.xml`, site)).statusCode, name).toBe(404)
    const entry = (await read('/sitemaps/comic-chapters-1.xml')).urlset!.url[0]!
    expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('names the categories’ pages and the pages of people credited on posts visitors see', async () => {
    expect(await locsOf('/sitemaps/categories-1.xml')).toEqual([
      'https://mot.example/vi/comic/category/phieu-luu',
      'https://mot.example/en/comic/category/phieu-luu',
    ])
    expect(await locsOf('/sitemaps/people-1.xml')).toEqual([
      'https://mot.example/vi/actor/an-nguyen',
      'https://mot.example/en/actor/an-nguyen',
    ])
  })
})
