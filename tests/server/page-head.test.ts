import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardModules } from '../../server/db/schema.ts'
import { SITE_PREVIEW } from '../../src/contract/head/page-head.ts'
import { plainText } from '../../src/contract/head/plain-text.ts'
import { schemaOrgTypes } from '../unit/schema-org.ts'
import { appRenderer } from './app-renderer.ts'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

const PUBLIC_URL = 'https://mot.example'

const cover = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="700"><rect width="500" height="700" fill="${fill}"/></svg>`

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  // The app's own shell, as the build writes it, with pages drawn by the app's own renderer.
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  // The site's own preview, which the build copies from public/.
  cpSync('public/images', join(appDir, 'images'), { recursive: true })
  server = await createTestServer({ APP_DIR: appDir, PUBLIC_URL }, { drawPage: await appRenderer() })
  const { db, mediaDir } = server
  mkdirSync(join(mediaDir, 'covers'))
  mkdirSync(join(mediaDir, 'banners'))
  writeFileSync(join(mediaDir, 'banners/wide.svg'), cover('#a03'))
  for (const slug of ['hanh-tinh', 'robot', 'can-phong', 'co-vua', 'phim-le'])
    writeFileSync(join(mediaDir, `covers/${slug}.svg`), cover('#36c'))
  await db.insert(dashboardModules).values({
    page: 'index',
    position: 0,
    module: {
      type: 'slider',
      name: 'banner',
      items: [
        {
          title: { vi: 'Phim hay', en: 'Great films' },
          image: 'banners/wide.svg',
          slug: '/movie/hanh-tinh/',
        },
      ],
    },
  })
  const movie = await createPost(db, {
    posttype: 'movie',
    slug: 'hanh-tinh',
    titleVi: 'Hành tinh </script><script>alert(1)</script> "xanh"',
    titleEn: 'Blue planet',
    episodeTotal: 3,
    description: {
      vi: `<p>Một hành tinh &amp; những người bạn.</p>${' Rất xa.'.repeat(40)}`,
      en: '<p>A planet.</p>',
    },
  })
  await createChapters(db, movie.id, 3)
  await createPost(db, { posttype: 'movie', slug: 'phim-le' })
  const actor = await createPerson(db, 'an-nguyen', 'An Nguyễn')
  await credit(db, movie.id, actor.id, 'actor')
  const comic = await createPost(db, { posttype: 'comic', slug: 'robot', titleVi: 'Robot nhỏ' })
  await createChapters(db, comic.id, 2, (index) => ({ content: [`comics/robot/${index}/01.webp`] }))
  const category = await createCategory(db, 'comic', 'phieu-luu', { vi: 'Phiêu lưu', en: 'Adventure' })
  await addToCategory(db, category.id, [comic.id])
  const novel = await createPost(db, { posttype: 'novel', slug: 'can-phong' })
  await createChapters(db, novel.id, 1, () => ({ content: '<p>Một</p>' }))
  await createPost(db, { posttype: 'game', slug: 'co-vua' })
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

/** A page's head as a crawler reads it: plain HTML, no script run. */
async function crawl(url: string) {
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'facebookexternalhit/1.1' },
  })
  const html = res.body
  // Read as an HTML parser reads them: entities decoded.
  const decoded = (value: string | undefined) => (value === undefined ? undefined : plainText(value))
  const attribute = (pattern: RegExp) => decoded(pattern.exec(html)?.[1])
  const meta = (key: string) => attribute(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as unknown,
  )
  return {
    res,
    html,
    lang: attribute(/<html lang="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    robots: meta('robots'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
      ([, hreflang, href]) => [hreflang, decoded(href)],
    ),
    og: (name: string) => meta(`og:${name}`),
    twitter: meta('twitter:card'),
    types: schemaOrgTypes(jsonLd),
  }
}

/** The preview picture a link shows: fetched as an app would, a JPEG or PNG at least 600 px wide. */
async function expectPreview(image: string | undefined) {
  expect(image?.startsWith(`${PUBLIC_URL}/media/`) || image === `${PUBLIC_URL}${SITE_PREVIEW}`, image).toBe(
    true,
  )
  const { pathname, search } = new URL(image!)
  const res = await server.app.inject(`${pathname}${search}`)
  expect(res.statusCode).toBe(200)
  expect(['image/jpeg', 'image/png']).toContain(res.headers['content-type'])
  const { format, width = 0 } = await sharp(res.rawPayload).metadata()
  expect(['jpeg', 'png']).toContain(format)
  expect(width).toBeGreaterThanOrEqual(600)
}

const alternatesOf = (path: string) => [
  ['vi', `${PUBLIC_URL}/vi${path}`],
  ['en', `${PUBLIC_URL}/en${path}`],
  ['x-default', `${PUBLIC_URL}/vi${path}`],
]

describe('a first visit gets the page’s own head, for crawlers that run no script', () => {
  it.each([
    ['/vi', '', 'Mọt', 'WebSite', 'website'],
    ['/en/comics', '/comics', 'Comics · Mọt', 'BreadcrumbList', 'website'],
    ['/vi/movies', '/movies', 'Phim · Mọt', 'BreadcrumbList', 'website'],
    ['/vi/comic/robot', '/comic/robot', 'Robot nhỏ · Mọt', 'ComicSeries', 'book'],
    ['/en/movie/hanh-tinh', '/movie/hanh-tinh', 'Blue planet · Mọt', 'TVSeries', 'video.tv_show'],
    [
      '/en/movie/hanh-tinh?ep=2',
      '/movie/hanh-tinh',
      'Episode 2 · Blue planet · Mọt',
      'TVSeries',
      'video.episode',
    ],
    ['/vi/movie/phim-le', '/movie/phim-le', 'Truyện phim-le · Mọt', 'Movie', 'video.movie'],
    ['/vi/novel/can-phong', '/novel/can-phong', 'Truyện can-phong · Mọt', 'Book', 'book'],
    ['/vi/game/co-vua', '/game/co-vua', 'Truyện co-vua · Mọt', 'VideoGame', 'website'],
    // A chapter titled with its number is named once.
    ['/vi/comic/robot/2', '/comic/robot/2', 'Chương 2 · Robot nhỏ · Mọt', 'Chapter', 'book'],
    ['/en/novel/can-phong/1', '/novel/can-phong/1', 'Chapter 1 · Story can-phong · Mọt', 'Chapter', 'book'],
    [
      '/vi/comic/category/phieu-luu',
      '/comic/category/phieu-luu',
      'Phiêu lưu · Mọt',
      'BreadcrumbList',
      'website',
    ],
    ['/vi/actor/an-nguyen', '/actor/an-nguyen', 'An Nguyễn · Mọt', 'BreadcrumbList', 'website'],
  ])('%s', async (url, path, title, type, ogType) => {
    const page = await crawl(url)
    expect(page.res.statusCode).toBe(200)
    expect(page.lang).toBe(url.slice(1, 3))
    expect(page.title).toBe(title)
    expect(page.description).toBeTruthy()
    expect(page.robots).toBeUndefined()
    // An episode's page is its film's: one address for search engines.
    expect(page.canonical).toBe(`${PUBLIC_URL}${url.replace(/\?ep=\d+$/, '')}`)
    expect(page.alternates).toEqual(alternatesOf(path))
    expect(page.og('type')).toBe(ogType)
    expect(page.og('title')).toBe(title)
    expect(page.og('url')).toBe(page.canonical)
    expect(page.og('locale')).toBe(url.startsWith('/vi') ? 'vi_VN' : 'en_US')
    expect(page.og('locale:alternate')).toBe(url.startsWith('/vi') ? 'en_US' : 'vi_VN')
    expect(page.og('image:alt')).toBeTruthy()
    expect(page.og('site_name')).toBe('Mọt')
    expect(page.types).toContain(type)
    if (type !== 'WebSite' && url !== '/vi') expect(page.types).toContain('BreadcrumbList')
    // Its own picture, or, for a section with no banner, the site's.
    expect(page.twitter).toBe('summary_large_image')
    await expectPreview(page.og('image'))
  })

  it('search: the term searched for, in the page’s language, with the site’s preview', async () => {
    const page = await crawl('/en/search?q=robot')
    expect(page.res.statusCode).toBe(200)
    expect(page.title).toBe('robot · Search · Mọt')
    // The site's own results stay out of a search engine's, which still follows their links.
    expect(page.robots).toBe('noindex, follow')
    expect(page.canonical).toBe(`${PUBLIC_URL}/en/search?q=robot`)
    expect(page.og('image')).toBe(`${PUBLIC_URL}${SITE_PREVIEW}`)
    await expectPreview(page.og('image'))
  })

  it('a list: named after its post type, at the one address of its query, in both languages', async () => {
    const address = `/list?${new URLSearchParams({ api: '/posts/lists/comic/', category: 'phieu-luu', sortby: 'views_day__desc' })}`
    // The ways the app's links write one list: a list module's button, a related list's, its own page.
    for (const url of [
      '/vi/list?api=/posts/lists/comic/&posttype=comic&category=phieu-luu',
      `/vi/list?api=${encodeURIComponent('/posts/lists/comic/')}&category=phieu-luu&sortby=views_day__desc`,
    ]) {
      const page = await crawl(url)
      expect(page.res.statusCode, url).toBe(200)
      expect(page.title, url).toBe('Truyện tranh · Mọt')
      expect(page.canonical, url).toBe(`${PUBLIC_URL}/vi${address}`)
      expect(page.og('url'), url).toBe(page.canonical)
      expect(page.alternates, url).toEqual(alternatesOf(address))
    }
    // A view-more page (spec §2) is a page of its own, at the address its 'Xem thêm' links write.
    const more = await crawl('/vi/comic/views_week__desc/lists?category=phieu-luu')
    expect(more.title).toBe('Truyện tranh · Mọt')
    expect(more.canonical).toBe(`${PUBLIC_URL}/vi/comic/views_week__desc/lists?category=phieu-luu`)
    expect(more.alternates).toEqual(alternatesOf('/comic/views_week__desc/lists?category=phieu-luu'))
    const english = await crawl('/en/list?api=/posts/lists/movie/&sortby=created_at__desc')
    expect(english.title).toBe('Films · Mọt')
    expect(english.canonical).toBe(
      `${PUBLIC_URL}/en/list?api=%2Fposts%2Flists%2Fmovie%2F&sortby=created_at__desc`,
    )
  })

  it('a list without its query is the site’s 404 page, saying what is missing', async () => {
    for (const url of ['/vi/list', '/vi/list?posttype=comic', '/vi/list?api=/auth/me/']) {
      const page = await crawl(url)
      expect(page.res.statusCode, url).toBe(404)
      expect(page.title, url).toBe('Thiếu đường dẫn API của danh sách · Mọt')
      expect(page.robots, url).toBe('noindex')
      expect(page.canonical, url).toBeUndefined()
      expect(page.html, url).toContain('404')
    }
  })

  it('sign-in and the other pages named in their tab are named so in their head', async () => {
    for (const [url, title] of [
      ['/vi/user/login', 'Đăng nhập · Mọt'],
      ['/en/user/login', 'Log in · Mọt'],
      ['/vi/user/register', 'Đăng ký · Mọt'],
    ]) {
      const page = await crawl(url!)
      expect(page.title, url).toBe(title)
      expect(page.og('title'), url).toBe(title)
      // Not the home's: no WebSite of its own.
      expect(page.types, url).not.toContain('WebSite')
    }
  })

  it('a post’s description is plain text cut at a word, and its title cannot break out of the page', async () => {
    const page = await crawl('/vi/movie/hanh-tinh')
    expect(page.description?.startsWith('Một hành tinh & những người bạn. Rất xa.')).toBe(true)
    expect(page.description!.length).toBeLessThan(160)
    expect(page.description?.endsWith('…')).toBe(true)
    expect(page.title).toBe('Hành tinh </script><script>alert(1)</script> "xanh" · Mọt')
    expect(page.html).toContain(
      '<title>Hành tinh &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;xanh&#34;',
    )
    // The only scripts are the app's own, the structured data and the page's answers (data, never run).
    expect(page.html.match(/<script/g)?.length).toBe(2 + page.types.length)
    expect(page.html.match(/<script type="application\/json" id="page-state">/g)).toHaveLength(1)
    expect(page.html).not.toContain('<script>alert')
  })

  it.each([
    ['/vi/comic/nothing-here', 'Không tìm thấy truyện · Mọt'],
    ['/en/comic/robot/99', 'Story chapter not found · Mọt'],
    ['/vi/comic/robot/99', 'Không tìm thấy chương truyện · Mọt'],
    ['/vi/nothing/at/all', 'Trang không tồn tại · Mọt'],
    ['/en/movie/hanh-tinh?ep=4', 'Page not found · Mọt'],
  ])(
    'an address with nothing behind it: %s is named as its page says and not indexed',
    async (url, title) => {
      const page = await crawl(url)
      expect(page.res.statusCode).toBe(404)
      expect(page.title).toBe(title)
      expect(page.robots).toBe('noindex')
      expect(page.canonical).toBeUndefined()
    },
  )

  it('is compressed like the shell, and names the request’s own origin without PUBLIC_URL', async () => {
    const res = await server.app.inject({ url: '/vi/comic/robot', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Robot nhỏ · Mọt</title>')
    const local = await createTestServer(
      { APP_DIR: appDir, ALLOWED_HOSTS: 'mot.local' },
      { drawPage: await appRenderer() },
    )
    try {
      const page = await local.app.inject({ url: '/en/search', headers: { host: 'mot.local:8080' } })
      expect(page.body).toContain('<link rel="canonical" href="http://mot.local:8080/en/search" />')
    } finally {
      await local.close()
    }
  })
})

describe('the answers a drawn page carries', () => {
  const stateOf = async (url: string) => {
    const { html } = await crawl(url)
    const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const state = JSON.parse(block ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[]
    }
    return new Map(state.queries.map((query) => [query.queryKey.join(' '), query.state.data]))
  }

  it('the home carries the home index, from which its menu is drawn', async () => {
    expect([...(await stateOf('/vi')).keys()]).toEqual(['home vi index'])
  })

  it('any other page carries only the menu of the home index, not its modules', async () => {
    const state = await stateOf('/vi/comic/robot')
    expect(state.has('home vi index')).toBe(false)
    const index = (await server.app.inject('/vi/api/v1/home/index/')).json().data
    expect(state.get('home vi menu')).toEqual({
      navbar: index.navbar,
      // The demo names no games or chat site (the bar then offers the site's own games, and no chat).
      sites: { games: null, chat: null },
    })
  })
})
