import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shapesBuilt } from '../../server/db/prepared.ts'
import { addToCategory, createCategory, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = async (path: string) => {
  const res = await server.app.inject(path)
  expect(res.statusCode, path).toBe(200)
  return res.json() as { data: { slug: string }[] | { slug: string } }
}

beforeAll(async () => {
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  const category = await createCategory(server.db, 'comic', 'hanh-dong')
  const ids: number[] = []
  for (let i = 1; i <= 30; i++) {
    const post = await createPost(server.db, { slug: `truyen-${i}`, titleVi: `Truyện số ${i}` })
    if (i % 2) ids.push(post.id)
  }
  await addToCategory(server.db, category.id, ids)
})
afterAll(() => server.close())

/**
 * The catalogue's reads are built once per shape (server/db/prepared.ts). A shape must never depend on
 * a request's values: otherwise every page, slug or search word would build and keep a new query.
 */
describe('queries built once per shape', () => {
  it('lists, details and searches build no new shape for new values', async () => {
    const visit = async (page: number, slug: string, word: string) => {
      await get(`/vi/api/v1/posts/lists/comic/paged/${page}/?sortby=like_count__desc`)
      await get(`/vi/api/v1/posts/lists/comic/hanh-dong/paged/${page}/`)
      await get(`/en/api/v1/posts/detail/comic/${slug}/`)
      await get(`/vi/api/v1/posts/search/?q=${encodeURIComponent(word)}`)
      await get(`/vi/api/v1/posts/search/paged/${page}/?q=${encodeURIComponent(word)}&filter=posttype__comic`)
    }
    // Every branch once (a page past the last match counts the matches on its own).
    for (const page of [1, 2, 3]) await visit(page, 'truyen-1', 'truyện')
    const shapes = shapesBuilt(server.db)
    expect(shapes).toBeGreaterThan(0)
    for (let i = 2; i <= 12; i++) await visit(1 + (i % 3), `truyen-${i}`, `so ${i}`)
    expect(shapesBuilt(server.db)).toBe(shapes)
  })

  it('a prepared list still reads the values of each request', async () => {
    const first = (await get('/vi/api/v1/posts/search/?q=so%2030')).data as { slug: string }[]
    const other = (await get('/vi/api/v1/posts/search/?q=so%2029')).data as { slug: string }[]
    expect(first.map((post) => post.slug)).toEqual(['truyen-30'])
    expect(other.map((post) => post.slug)).toEqual(['truyen-29'])
    const detail = (await get('/vi/api/v1/posts/detail/comic/truyen-7/')).data as { slug: string }
    expect(detail.slug).toBe('truyen-7')
  })
})
