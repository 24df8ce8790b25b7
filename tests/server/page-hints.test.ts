import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardModules } from '../../server/db/schema.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

/** A build's manifest as Vite writes it: the app's script, and each route's code-split pieces. */
const manifest = {
  'index.html': { file: 'assets/index-app.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_DetailPage.js': { file: 'assets/DetailPage.js', imports: ['_runtime.js', 'index.html'] },
  'src/routes/$lang/comic/$slug.tsx?tsr-split=component---loader---pendingComponent': {
    file: 'assets/comic-slug.js',
    imports: ['_DetailPage.js', 'index.html'],
  },
  'src/routes/$lang/comic/$slug.tsx?tsr-split=notFoundComponent': { file: 'assets/comic-missing.js' },
  'src/routes/$lang/comic/category/$slug.tsx?tsr-split=component---loader---pendingComponent': {
    file: 'assets/comic-category.js',
  },
  'src/routes/$lang/comic/$slug_/$chapterIndex.tsx?tsr-split=component---loader---pendingComponent': {
    file: 'assets/comic-reader.js',
  },
  'src/routes/$lang/novel/$slug_/$chapterIndex.tsx?tsr-split=component---loader---pendingComponent': {
    file: 'assets/novel-reader.js',
  },
  'src/routes/$lang/search.tsx?tsr-split=component---loader---pendingComponent': { file: 'assets/search.js' },
  'src/routes/$lang/comics.tsx?tsr-split=component---loader---pendingComponent': { file: 'assets/comics.js' },
  'src/locales/vi/messages.po': { file: 'assets/messages-vi.js' },
  'src/locales/vi/messages.po?first-screen': { file: 'assets/messages-vi-first.js' },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/locales/en/messages.po?first-screen': { file: 'assets/messages-en-first.js' },
}

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  mkdirSync(join(appDir, '.vite'))
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Mọt</title>')
  writeFileSync(join(appDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  server = await createTestServer({ APP_DIR: appDir })
  const { db } = server
  await db.insert(dashboardModules).values({
    page: 'index',
    position: 0,
    module: {
      type: 'slider',
      name: 'banner',
      items: [
        {
          title: { vi: 'Phim hay', en: 'Great films' },
          image: 'banners/wide.webp',
          image_mobile: 'banners/tall.webp',
          slug: '/movie/phim-1/',
        },
      ],
    },
  })
  await db.insert(dashboardModules).values({
    page: 'index',
    position: 1,
    module: {
      type: 'itemshorizontal',
      name: 'trending',
      label: { vi: 'Thịnh hành', en: 'Trending' },
      source: { posttype: 'movie', sortby: 'views__desc', limit: 4 },
    },
  })
  for (const [i, slug] of ['phim-a', 'phim-b', 'phim-c', 'phim-d'].entries())
    await createPost(db, { posttype: 'movie', slug, views: 100 - i })
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot' })
  await createChapters(db, comic.id, 2, (index) => ({
    content: [`comics/robot/${index}/01.webp`, `comics/robot/${index}/02.webp`],
  }))
  const novel = await createPost(db, { posttype: 'novel', slug: 'can-phong' })
  await createChapters(db, novel.id, 1, () => ({ content: '<p>Một</p>' }))
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

const hintsOf = async (url: string, status = 200) => {
  const res = await server.app.inject(url)
  expect(res.statusCode, url).toBe(status)
  return String(res.headers.link ?? '').split(/, (?=<)/)
}
const fetchHint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`
const catalogueHint = (name: string) => `</assets/messages-${name}.js>; rel=modulepreload`
const widths = (path: string) =>
  [200, 300, 400, 600, 800, 1200].map((width) => `${path}?w=${width} ${width}w`).join(', ')

describe("the shell names what each page asks for first, beside the app's script", () => {
  it("a post's page: its code (less the app's own script), its post and its cover as the page draws it", async () => {
    expect(await hintsOf('/vi/comic/robot/')).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/posts/detail/comic/robot/'),
      catalogueHint('vi'),
      '</assets/comic-slug.js>; rel=modulepreload',
      '</assets/DetailPage.js>; rel=modulepreload',
      `</media/covers/robot.svg?w=300>; rel=preload; as=image; imagesrcset="${widths('/media/covers/robot.svg')}"; imagesizes="300px"`,
    ])
  })

  it("a comic reader: its chapter by the story's slug (which brings the story), and the chapter's first page", async () => {
    expect(await hintsOf('/en/comic/robot/2/')).toEqual([
      fetchHint('/en/api/v1/home/index/'),
      fetchHint('/en/api/v1/posts/chapter/comic/slug/robot/2'),
      catalogueHint('en'),
      '</assets/comic-reader.js>; rel=modulepreload',
      '</media/comics/robot/2/01.webp?w=800>; rel=preload; as=image',
    ])
  })

  it('a novel reader: its chapter with the story (text, no image)', async () => {
    expect(await hintsOf('/vi/novel/can-phong/1')).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/posts/chapter/novel/slug/can-phong/1'),
      catalogueHint('vi'),
      '</assets/novel-reader.js>; rel=modulepreload',
    ])
  })

  it("the home: the messages of the app's script alone, its first banner (the mobile crop on phones, the wide image above) and the first covers of its first list", async () => {
    const cover = (slug: string) =>
      `</media/covers/${slug}.svg?w=200>; rel=preload; as=image; imagesrcset="${widths(`/media/covers/${slug}.svg`)}"; imagesizes="200px"`
    for (const url of ['/', '/vi', '/vi/']) {
      expect(await hintsOf(url)).toEqual([
        fetchHint('/vi/api/v1/home/index/'),
        catalogueHint('vi-first'),
        `</media/banners/tall.webp>; rel=preload; as=image; imagesrcset="${widths('/media/banners/tall.webp')}"; imagesizes="100vw"; media="(max-width: 767px)"`,
        `</media/banners/wide.webp?w=1200>; rel=preload; as=image; imagesrcset="${widths('/media/banners/wide.webp')}"; imagesizes="(min-width: 1200px) 1200px, 100vw"; media="(min-width: 768px)"`,
        cover('phim-a'),
        cover('phim-b'),
        cover('phim-c'),
      ])
    }
  })

  it('a search: the answer the search screen asks for, built as the app builds it', async () => {
    expect(await hintsOf('/vi/search/?q=%20t%C3%ACnh%20&filter=comic&sort=nonsense')).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/posts/search/?q=t%C3%ACnh&filter=posttype__comic'),
      catalogueHint('vi'),
      '</assets/search.js>; rel=modulepreload',
    ])
    // A blank search draws the search screen's dashboard instead.
    expect(await hintsOf('/vi/search')).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/home/search/'),
      catalogueHint('vi'),
      '</assets/search.js>; rel=modulepreload',
    ])
  })

  it("a section's dashboard, narrowed to the category tab the address names", async () => {
    expect(await hintsOf('/en/comics')).toEqual([
      fetchHint('/en/api/v1/home/index/'),
      fetchHint('/en/api/v1/home/comic/'),
      catalogueHint('en'),
      '</assets/comics.js>; rel=modulepreload',
    ])
    expect(await hintsOf('/vi/comics?category=12')).toContain(
      fetchHint('/vi/api/v1/home/comic/?filter=category__12'),
    )
    // Not a category id: the page shows every category, and so does the hint.
    expect(await hintsOf('/vi/comics?category=abc')).toContain(fetchHint('/vi/api/v1/home/comic/'))
  })

  it('a fixed segment wins over a parameter, as in the router', async () => {
    expect(await hintsOf('/vi/comic/category/hanh-dong')).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      catalogueHint('vi'),
      '</assets/comic-category.js>; rel=modulepreload',
    ])
  })

  it('a missing post or chapter still gets its page code and the calls it will make, no more', async () => {
    expect(await hintsOf('/vi/comic/no-such-story/', 404)).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/posts/detail/comic/no-such-story/'),
      catalogueHint('vi'),
      '</assets/comic-slug.js>; rel=modulepreload',
      '</assets/DetailPage.js>; rel=modulepreload',
    ])
    expect(await hintsOf('/vi/comic/robot/99/', 404)).toEqual([
      fetchHint('/vi/api/v1/home/index/'),
      fetchHint('/vi/api/v1/posts/chapter/comic/slug/robot/99'),
      catalogueHint('vi'),
      '</assets/comic-reader.js>; rel=modulepreload',
    ])
  })

  it('odd addresses get the shell with no hints rather than an error', async () => {
    const cases: [url: string, status: number][] = [
      ['/xx/comics', 200],
      ['/vi/comic/a%22b%0D%0A/1/', 404],
      ['/vi/search?q=%0D%0A%22', 200],
    ]
    for (const [url, status] of cases) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(status)
      // Named by the page's own head, if it has one (page-head.test.ts), or the shell's.
      expect(res.body).toMatch(/<title>[^<]*Mọt<\/title>/)
    }
    expect((await server.app.inject('/xx/comics')).headers.link).toBeUndefined()
  })
})
