import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardModules } from '../../server/db/schema.ts'
import { csrfToken, urlencoded } from './action-forms.ts'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let shown: Awaited<ReturnType<typeof createPost>>
let hidden: Awaited<ReturnType<typeof createPost>>
const get = (path: string) => server.app.inject(`/vi/api/v1${path}`)
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug)

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  const category = await createCategory(db, 'comic', 'phieu-luu')
  shown = await createPost(db, { slug: 'an-hien', titleVi: 'Ẩn hiện', titleEn: 'Seen', viewsDay: 1 })
  hidden = await createPost(db, {
    slug: 'an-hien-nhap',
    titleVi: 'Ẩn hiện bản nháp',
    titleEn: 'Seen draft',
    status: 'unpublished',
    viewsDay: 99,
  })
  await createChapters(db, shown.id, 2, () => ({ content: ['pages/1.webp'] }))
  await createChapters(db, hidden.id, 2, () => ({ content: ['pages/1.webp'] }))
  await addToCategory(db, category.id, [shown.id, hidden.id])
  const person = await createPerson(db, 'tac-gia', 'Tác giả')
  await credit(db, shown.id, person.id, 'actor')
  await credit(db, hidden.id, person.id, 'actor')
  await db.insert(dashboardModules).values({
    page: 'comic',
    position: 1,
    module: {
      type: 'itemslider',
      name: 'hot',
      label: { vi: 'Nổi bật', en: 'Hot' },
      source: { posttype: 'comic', sortby: 'views_day__desc', limit: 10 },
    },
  })
})
afterAll(() => server.close())

describe('an unpublished post', () => {
  it('is in no list, category, actor page, related list, search or dashboard', async () => {
    expect(slugs((await get('/posts/lists/comic/')).json().data)).toEqual(['an-hien'])
    expect(slugs((await get('/posts/lists/comic/phieu-luu/')).json().data)).toEqual(['an-hien'])
    expect(slugs((await get('/posts/actor/tac-gia/')).json().data)).toEqual(['an-hien'])
    const related = await get(`/posts/lists/comic/related/?filter=post_id__${shown.id}`)
    expect(related.statusCode).toBe(200)
    expect(related.json().data).toEqual([])
    const search = (await get('/posts/search/?q=an%20hien')).json()
    expect(slugs(search.data)).toEqual(['an-hien'])
    expect(slugs((await get('/posts/search/')).json().data)).toEqual(['an-hien'])
    const dashboard = (await get('/home/comic/')).json().data
    expect(slugs(dashboard.modules[0].items)).toEqual(['an-hien'])
    const categories = (await get('/comic/lists/categories/')).json().data
    expect(categories[0]).toMatchObject({ slug: 'phieu-luu', post_count: 1 })
    expect(categories[0].thumbnails).toHaveLength(1)
  })

  it('answers 404 for its detail, chapters and reader', async () => {
    expect((await get('/posts/detail/comic/an-hien/')).statusCode).toBe(200)
    expect((await get('/posts/detail/comic/an-hien-nhap/')).statusCode).toBe(404)
    expect((await get(`/posts/listchapter/comic/${shown.id}/paged/1/`)).statusCode).toBe(200)
    expect((await get(`/posts/listchapter/comic/${hidden.id}/paged/1/`)).statusCode).toBe(404)
    expect((await get(`/posts/chapter/comic/${shown.id}/1`)).statusCode).toBe(200)
    expect((await get(`/posts/chapter/comic/${hidden.id}/1`)).statusCode).toBe(404)
    expect((await get('/posts/chapter/comic/slug/an-hien-nhap/1')).statusCode).toBe(404)
  })

  it('cannot be liked, viewed or rated: 404', async () => {
    for (const [action, fields, status] of [
      [`like/comic/${shown.id}`, { like: '1' }, 200],
      [`like/comic/${hidden.id}`, { like: '1' }, 404],
      [`views/comic/${hidden.id}/`, {}, 404],
    ] as const) {
      const { csrf_token } = await csrfToken(server.app, 'device-unpublished-1')
      const form = urlencoded({ csrf_token, ...fields })
      const res = await server.app.inject({
        method: 'POST',
        url: `/vi/api/v1/posts/action/${action}`,
        payload: form.payload,
        headers: { ...form.headers, 'x-device-id': 'device-unpublished-1' },
      })
      expect(res.statusCode, action).toBe(status)
    }
  })
})
