import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)
const ids: Record<string, number> = {}

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  ids.romance = (await createCategory(db, 'comic', 'tinh-cam', { vi: 'Tình cảm', en: 'Romance' })).id
  ids.horror = (await createCategory(db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })).id
  const film = await createPost(db, { posttype: 'movie' })
  const director = await createPerson(db, 'victor-vu', 'Victor Vũ')
  const actor = await createPerson(db, 'hoai-linh', 'Hoài Linh')
  await createPerson(db, 'chua-dong', 'Chưa đóng phim')
  ids.director = director.id
  ids.actor = actor.id
  await credit(db, film.id, director.id, 'director')
  await credit(db, film.id, actor.id, 'actor')
  // Someone who directs and acts is listed under both.
  await credit(db, film.id, director.id, 'actor', 1)
})
afterAll(() => server.close())

describe('GET /terms/lists/', () => {
  it('lists categories with their post type, then credited directors and actors', async () => {
    const res = await get('/terms/lists/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
    expect(res.json()).toEqual({
      status: 'success',
      data: [
        { id: ids.romance, name: 'Tình cảm', slug: 'tinh-cam', taxonomy: 'category', posttype: 'comic' },
        { id: ids.horror, name: 'Kinh dị', slug: 'kinh-di', taxonomy: 'category', posttype: 'movie' },
        { id: ids.director, name: 'Victor Vũ', slug: 'victor-vu', taxonomy: 'director', posttype: null },
        { id: ids.actor, name: 'Hoài Linh', slug: 'hoai-linh', taxonomy: 'actor', posttype: null },
        { id: ids.director, name: 'Victor Vũ', slug: 'victor-vu', taxonomy: 'actor', posttype: null },
      ],
    })
  })

  it('filters by taxonomy, with category names in the language of the URL', async () => {
    const categories = (await get('/terms/lists/?filter=taxonomy__category', 'en')).json().data
    expect(categories.map((term: { name: string }) => term.name)).toEqual(['Romance', 'Horror'])
    const directors = (await get('/terms/lists/?filter=taxonomy__director')).json().data
    expect(directors.map((term: { slug: string }) => term.slug)).toEqual(['victor-vu'])
    const actors = (await get('/terms/lists/?filter=taxonomy__actor&other=1')).json().data
    expect(actors.map((term: { slug: string }) => term.slug)).toEqual(['hoai-linh', 'victor-vu'])
  })

  it('names the allowed taxonomies when given another', async () => {
    const res = await get('/terms/lists/?filter=taxonomy__writer')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: 'error',
      message:
        'Giá trị filter không hợp lệ: phải là taxonomy__ theo sau là một trong category, author, artist, director, actor, studio',
    })
  })
})
