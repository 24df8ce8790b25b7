import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRAWN_READER_STYLES } from '../../src/contract/page-styles.ts'
import { appRenderer } from './app-renderer.ts'
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
  [DRAWN_READER_STYLES]: { file: 'assets/drawn-reader.css', src: DRAWN_READER_STYLES },
}
/** The site's stylesheet, as Vite links it in the built shell. */
const siteStyles = '<link rel="stylesheet" crossorigin href="/assets/index-site.css">'

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  mkdirSync(join(appDir, '.vite'))
  writeFileSync(
    join(appDir, 'index.html'),
    readFileSync('index.html', 'utf8').replace('</head>', `${siteStyles}</head>`),
  )
  writeFileSync(join(appDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  server = await createTestServer({ APP_DIR: appDir }, { drawPage: await appRenderer() })
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot' })
  await createChapters(server.db, comic.id, 2, (index) => ({ content: [`comics/robot/${index}/01.webp`] }))
  const novel = await createPost(server.db, { posttype: 'novel', slug: 'can-phong' })
  await createChapters(server.db, novel.id, 1, () => ({ content: '<p>Một</p>' }))
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

/** The code a drawn page's start asks for beside the app's script (public/app-start.js). */
const codeOf = async (url: string, status = 200) => {
  const res = await server.app.inject(url)
  expect(res.statusCode, url).toBe(status)
  expect(res.body, url).toContain('id="page-state"')
  // Nothing is fetched ahead of the page's own pictures: the page is read first.
  expect(res.headers.link, url).toBeUndefined()
  const start = /<script defer src="\/app-start.js" data-app="([^"]*)" data-code="([^"]*)"><\/script>/.exec(
    res.body,
  )
  expect(start, url).not.toBeNull()
  // The app's own script is not also loaded by the page: the start asks for it.
  expect(res.body).not.toContain('<script type="module"')
  return { app: start![1], code: start![2]!.split(' ').filter(Boolean) }
}
const script = (name: string) => `/assets/${name}.js`

describe('a drawn page starts its app with the code it runs', () => {
  it("a post's page: its route's code and what that imports, less the app's own script, and all its language's messages", async () => {
    const { app, code } = await codeOf('/vi/comic/robot')
    expect(app).toBe('/src/main.tsx')
    expect(code).toEqual([script('messages-vi'), script('comic-slug'), script('DetailPage')])
  })

  it("the home: the messages of the app's script alone (its code is the app's script)", async () => {
    expect((await codeOf('/en')).code).toEqual([script('messages-en-first')])
  })

  it('the readers, search and a section: each its own route’s code', async () => {
    expect((await codeOf('/vi/comic/robot/2')).code).toEqual([script('messages-vi'), script('comic-reader')])
    expect((await codeOf('/en/novel/can-phong/1')).code).toEqual([
      script('messages-en'),
      script('novel-reader'),
    ])
    expect((await codeOf('/vi/search?q=robot')).code).toEqual([script('messages-vi'), script('search')])
    expect((await codeOf('/vi/comics')).code).toEqual([script('messages-vi'), script('comics')])
  })

  it('a missing post still names the code of the page that says so', async () => {
    expect((await codeOf('/vi/comic/no-such-story', 404)).code).toEqual([
      script('messages-vi'),
      script('comic-slug'),
      script('DetailPage'),
    ])
  })
})

describe("a reader page is drawn with the reader's styles alone", () => {
  const stylesheets = async (url: string) =>
    [...(await server.app.inject(url)).body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link)

  it("both readers link them in place of the site's, and name the site's for the app to add", async () => {
    const reader =
      '<link rel="stylesheet" crossorigin href="/assets/drawn-reader.css" data-site-styles="/assets/index-site.css">'
    expect(await stylesheets('/vi/comic/robot/2')).toEqual([reader])
    expect(await stylesheets('/en/novel/can-phong/1')).toEqual([reader])
  })

  it("every other page links the site's", async () => {
    for (const url of [
      '/vi/comic/robot',
      '/en',
      '/vi/search?q=robot',
      '/vi/comics',
      '/vi/comic/no-such-story',
    ])
      expect(await stylesheets(url), url).toEqual([siteStyles])
  })
})
