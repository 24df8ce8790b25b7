import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRenderer } from './app-renderer.ts'
import { addToCategory, createCategory, createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  // The app's own shell, as the build writes it, with pages drawn by the app's own renderer.
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer({ APP_DIR: appDir }, { drawPage: await appRenderer() })
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot' })
  await createChapters(server.db, comic.id, 2, () => ({ content: ['pages/1.webp'] }))
  const draft = await createPost(server.db, { posttype: 'comic', slug: 'ban-nhap', status: 'unpublished' })
  await createChapters(server.db, draft.id, 1, () => ({ content: ['pages/1.webp'] }))
  const movie = await createPost(server.db, { posttype: 'movie', slug: 'phim-mot' })
  await createChapters(server.db, movie.id, 2)
  const category = await createCategory(server.db, 'comic', 'phieu-luu')
  await addToCategory(server.db, category.id, [comic.id])
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

const shell = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
  const res = await server.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } })
  expect(res.headers['content-type'], url).toContain('text/html')
  return res
}

describe("the shell's status tells search engines which pages are there", () => {
  it('is 200, indexable, for the pages of the app and the posts and chapters visitors see', async () => {
    for (const url of [
      '/vi',
      '/en',
      '/vi/comics',
      '/vi/comic/robot',
      '/en/comic/robot/2',
      '/vi/movie/phim-mot?ep=1',
      '/vi/comic/category/phieu-luu',
      '/vi/search?q=robot',
      '/vi/admin/posts/3',
    ]) {
      const res = await shell(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['x-robots-tag'], url).toBeUndefined()
    }
  })

  it('is 404 with noindex for an unknown page, post, chapter, or a post visitors do not see', async () => {
    for (const url of [
      '/vi/nothing-here',
      '/en/comic/robot/extra/parts',
      '/vi/comic/no-such-story',
      '/en/movie/no-such-film',
      '/vi/comic/robot/3',
      '/vi/comic/robot/0',
      '/vi/comic/robot/x',
      '/vi/comic/ban-nhap',
      '/vi/comic/ban-nhap/1',
      '/vi/novel/robot/1',
      '/vi/comic/%E1%BB%9Di-kh%C3%B4ng-c%C3%B3',
      '/vi/comic/category/khong-co',
      '/vi/movie/phim-mot?ep=3',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await shell(url, method)
        expect(res.statusCode, `${method} ${url}`).toBe(404)
        expect(res.headers['x-robots-tag'], url).toBe('noindex')
        // Still the app, which draws its not-found screen in the page's language.
        if (method === 'GET') expect(res.rawPayload.length).toBeGreaterThan(0)
        expect(res.headers['content-encoding'], `${method} ${url}`).toBe('br')
        expect(res.headers['cache-control']).toBe('no-cache')
      }
    }
  })

  it('is 404 with noindex for any address outside the site’s languages, which the app sends on to a home', async () => {
    for (const url of ['/nope', '/nope/deeper/', '/xx/movies', '/.well-known/anything', '/robots.txt.bak']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await shell(url, method)
        expect(res.statusCode, `${method} ${url}`).toBe(404)
        expect(res.headers['x-robots-tag'], url).toBe('noindex')
        if (method === 'GET') expect(res.rawPayload.length, url).toBeGreaterThan(0)
      }
    }
    // The root and the site's own files are there as before.
    expect((await server.app.inject('/')).statusCode).toBe(302)
    expect((await server.app.inject('/robots.txt')).statusCode).toBe(200)
    expect((await server.app.inject('/sitemap.xml')).statusCode).toBe(200)
  })

  it('sends the touch icon asked for at the root on to the one the pages link', async () => {
    const linked = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(readFileSync('index.html', 'utf8'))?.[1]
    expect(existsSync(join('public', linked!))).toBe(true)
    for (const url of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
      const res = await server.app.inject(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(linked)
    }
  })

  it('gives HEAD the headers GET has', async () => {
    for (const url of ['/vi/comic/robot', '/vi/comic/no-such-story']) {
      const [get, head] = await Promise.all([shell(url), shell(url, 'HEAD')])
      expect(head.statusCode).toBe(get.statusCode)
      for (const name of ['content-encoding', 'vary', 'x-robots-tag', 'cache-control', 'content-type'])
        expect(head.headers[name], `${url} ${name}`).toEqual(get.headers[name])
      expect(head.body).toBe('')
    }
  })

  it('sends the site’s root on to the home of the language the device chose, else the Vietnamese one', async () => {
    const root = (cookie?: string, url = '/') =>
      server.app.inject({ url, headers: cookie === undefined ? {} : { cookie } })
    const cases: [cookie: string | undefined, url: string, home: string][] = [
      [undefined, '/', '/vi'],
      ['language=en', '/', '/en'],
      ['theme=dark; language=en', '/?utm_source=zalo', '/en?utm_source=zalo'],
      // A cookie naming no language of the site is no choice.
      ['language=xx', '/', '/vi'],
    ]
    for (const [cookie, url, home] of cases) {
      const res = await root(cookie, url)
      expect(res.statusCode, `${cookie} ${url}`).toBe(302)
      expect(res.headers.location, `${cookie} ${url}`).toBe(home)
      // Each device is sent by its own choice: no cache shares one's answer with another.
      expect(res.headers.vary).toContain('Cookie')
    }
  })
})
