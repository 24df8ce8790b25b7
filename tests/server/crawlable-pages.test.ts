import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ratings } from '../../server/db/schema.ts'
import { signUp } from './action-forms.ts'
import { appRenderer } from './app-renderer.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer({ APP_DIR: appDir }, { drawPage: await appRenderer() })
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot', episodeTotal: 64 })
  await createChapters(server.db, comic.id, 64, (index) => ({ content: [`comics/robot/${index}/01.webp`] }))
  const member = await signUp(server.app, 'doc-gia@example.com')
  await server.db
    .insert(ratings)
    .values({ postId: comic.id, memberId: member.user.id, rating: 9, content: 'Truyện rất hay.' })
  const novel = await createPost(server.db, { posttype: 'novel', slug: 'can-phong', episodeTotal: 3 })
  await createChapters(server.db, novel.id, 3, () => ({ content: '<p>Một đêm mưa.</p>' }))
  const film = await createPost(server.db, { posttype: 'movie', slug: 'hanh-tinh', episodeTotal: 3 })
  await createChapters(server.db, film.id, 3)
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

/** A page as a crawler that obeys robots.txt reads it: the server's HTML, no script, no API. */
async function crawl(url: string) {
  const res = await server.app.inject({ url, headers: { 'user-agent': 'Googlebot/2.1' } })
  expect(res.statusCode, url).toBe(200)
  const html = res.body
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const links = [...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'))
  const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
  const state = JSON.parse(block ?? '{}') as { queries: { queryKey: unknown[] }[] }
  return { main, links, carried: state.queries.map((query) => query.queryKey.join(' ')) }
}

describe('what a crawler reads of a post without asking the API', () => {
  it('a detail page draws the first page of its chapters and its reviews, with the answers the app takes them over from', async () => {
    const page = await crawl('/vi/comic/robot')
    expect(page.main).not.toContain('Đang tải...')
    expect(page.main).not.toContain('Chưa có chương nào.')
    // The list's first page (50 a page), each chapter a link to its reader.
    for (const index of [1, 2, 25, 50]) expect(page.links).toContain(`/vi/comic/robot/${index}`)
    expect(page.links).not.toContain('/vi/comic/robot/51')
    expect(page.main).toContain('Truyện rất hay.')
    expect(page.main).toContain('9 trên 10')
    expect(page.main).not.toContain('Không tải được nhận xét.')
    // The app draws the same from the same answers: none is asked for again.
    expect(page.carried).toContainEqual(expect.stringMatching(/^detail vi chapters comic \d+ 1$/))
    expect(page.carried).toContainEqual(expect.stringMatching(/^reviews comic \d+ vi$/))
  })

  it('a film’s page links each episode as the app plays it', async () => {
    const page = await crawl('/en/movie/hanh-tinh?ep=2')
    for (const index of [1, 2, 3]) expect(page.links).toContain(`/en/movie/hanh-tinh?ep=${index}`)
  })

  it.each([
    ['/vi/comic/robot/1', null, '/vi/comic/robot/2'],
    ['/vi/comic/robot/2', '/vi/comic/robot/1', '/vi/comic/robot/3'],
    ['/vi/comic/robot/64', '/vi/comic/robot/63', null],
    ['/en/novel/can-phong/2', '/en/novel/can-phong/1', '/en/novel/can-phong/3'],
  ])('the reader at %s links the previous and the next chapter', async (url, previous, next) => {
    const page = await crawl(url)
    const bar = page.main.slice(page.main.indexOf('<nav class="reader-bar"'))
    const steps = [...bar.matchAll(/<a href="([^"]+)" role="button" class="reader-bar__button"/g)].map(
      ([, href]) => href,
    )
    expect(steps).toEqual([previous, next].filter(Boolean))
  })
})
