import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { csrfToken, signUpAdmin, urlencoded } from './action-forms.ts'
import { appRenderer } from './app-renderer.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer(
    { APP_DIR: appDir, PAGE_RENDERS_PER_MINUTE: '3' },
    { drawPage: await appRenderer() },
  )
  const comic = await createPost(server.db, { posttype: 'comic', slug: 'robot' })
  await createChapters(server.db, comic.id, 1, () => ({ content: ['pages/1.webp'] }))
})
afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

const visit = async (url: string, from: string) => {
  const res = await server.app.inject({ url, headers: { 'x-forwarded-for': from } })
  expect(res.statusCode, url).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
  return {
    drawn: res.body.includes('id="page-state"'),
    link: res.headers.link,
    timing: res.headers['server-timing'],
  }
}

describe('pages drawn for one address', () => {
  it('past its budget of new pages a minute, the page comes undrawn (the app draws it) and the rest keep theirs', async () => {
    const client = '203.0.113.7'
    // Addresses the page ignores, so that each is a new page to draw, as an attacker would send them.
    for (const n of [1, 2, 3]) {
      const page = await visit(`/vi/comic/robot?x=${n}`, client)
      expect(page.drawn).toBe(true)
      // Where the drawing's time went, for the browser's tools and the page bench.
      expect(page.timing).toMatch(/^wait;dur=\d+\.\d, load;dur=\d+\.\d, draw;dur=\d+\.\d$/)
    }
    const over = await visit('/vi/comic/robot?x=4', client)
    expect(over.drawn).toBe(false)
    // Still the app, starting with what every page reads first.
    expect(over.link).toBe('</vi/api/v1/home/index/>; rel=preload; as=fetch; crossorigin')
    // A page already drawn is sent as kept (it took no drawing), and anyone else's pages are drawn.
    const kept = await visit('/vi/comic/robot?x=1', client)
    expect(kept.drawn).toBe(true)
    expect(kept.timing).toBeUndefined()
    expect((await visit('/vi/comic/robot?x=4', '198.51.100.9')).drawn).toBe(true)
  })

  it('draws at most two pages at once for one address: the rest of its pages at that moment come undrawn', async () => {
    const client = '203.0.113.17'
    const pages = await Promise.all([1, 2, 3].map((n) => visit(`/vi/comic/robot?at-once=${n}`, client)))
    expect(pages.map((page) => page.drawn).sort()).toEqual([false, true, true])
    // Once they are drawn, its next page is drawn again, and another address's never waited for a place.
    expect((await visit('/vi/comic/robot?at-once=4', '198.51.100.17')).drawn).toBe(true)
  })

  it('answers an address the app has no page for with 404, drawn or past the budget', async () => {
    const client = '203.0.113.8'
    const unknown = (n: number) =>
      server.app.inject({ url: `/vi/nothing-here-${n}`, headers: { 'x-forwarded-for': client } })
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await unknown(n)
      expect(res.statusCode, `page ${n}`).toBe(404)
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.headers['content-type']).toContain('text/html')
    }
    // The budget is spent: the last came undrawn, still the app, still not found.
    const over = await server.app.inject({
      url: '/en/comic/robot/extra',
      headers: { 'x-forwarded-for': client },
    })
    expect(over.statusCode).toBe(404)
    expect(over.body).not.toContain('id="page-state"')
    expect(over.body).toContain('<div id="root">')
    // A page the app has is 200 all the same.
    expect((await visit('/vi/comic/robot?x=9', client)).drawn).toBe(false)
    // A post that is not there, its page or its reader, is a 404 too, as when drawn; its chapters'
    // reader is the app's page all the same.
    for (const url of ['/vi/comic/no-such-comic', '/en/comic/no-such-comic/1', '/vi/movie/robot']) {
      const missing = await server.app.inject({ url, headers: { 'x-forwarded-for': client } })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.body, url).not.toContain('id="page-state"')
    }
    const reader = await server.app.inject({
      url: '/vi/comic/robot/1',
      headers: { 'x-forwarded-for': client },
    })
    expect(reader.statusCode).toBe(200)
    expect(reader.body).not.toContain('id="page-state"')
  })

  it('asks whether a post is there once between two changes of the catalogue, however many of its pages come undrawn', async () => {
    const client = '203.0.113.9'
    const post = await createPost(server.db, { posttype: 'comic', slug: 'may-bay' })
    for (const n of [1, 2, 3]) expect((await visit(`/vi/comic/may-bay?y=${n}`, client)).drawn).toBe(true)
    // Past the budget, a flood of one post's pages: each is sent undrawn, its post looked up once.
    const queries = vi.spyOn(server.db, 'select')
    for (const n of [4, 5, 6, 7, 8, 9])
      expect((await visit(`/vi/comic/may-bay?y=${n}`, client)).drawn).toBe(false)
    expect(queries.mock.calls.length).toBeLessThanOrEqual(1)
    queries.mockRestore()
    // An admin takes the post down: its pages are not found from the next one on.
    const admin = await signUpAdmin(server.app, 'trang-an@example.com')
    const csrf = await csrfToken(server.app)
    const form = urlencoded({ csrf_token: csrf.csrf_token, status: 'unpublished' })
    const off = await server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/admin/posts/${post.id}/status/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
    })
    expect(off.statusCode).toBe(200)
    const gone = await server.app.inject({
      url: '/vi/comic/may-bay?y=10',
      headers: { 'x-forwarded-for': client },
    })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).not.toContain('id="page-state"')
  })
})
