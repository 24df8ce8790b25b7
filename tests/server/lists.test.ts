import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATING_PRIOR_MEAN, RATING_PRIOR_VOTES } from '../../src/contract/limits.ts'
import { listSorts } from '../../src/contract/sorts.ts'
import { addToCategory, createCategory, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string) => server.app.inject(`/vi/api/v1${path}`)
const slugs = (body: { data: { slug: string }[] }) => body.data.map((post) => post.slug)

/** 25 comics whose counts are different permutations of 0..24, so every sort has one right order. */
const COMICS = 25
const base = Date.parse('2024-01-01T00:00:00Z')
const fieldsOf = (i: number) => ({
  viewsDay: (i * 7) % COMICS,
  viewsWeek: (i * 11) % COMICS,
  likeCount: (i * 3) % COMICS,
  ratingTotal: (i * 13) % COMICS,
  ratingCount: (i * 17) % COMICS,
  createdAt: new Date(base + ((i * 19) % COMICS) * 60_000),
  updatedAt: new Date(base + ((i * 23) % COMICS) * 60_000),
})
const sortKeys = {
  views_day__desc: 'viewsDay',
  views_week__desc: 'viewsWeek',
  like_count__desc: 'likeCount',
  rating_total__desc: 'ratingTotal',
  rating_bayes__desc: 'ratingBayes',
  created_at__desc: 'createdAt',
  updated_at__desc: 'updatedAt',
} as const
/** The Bayesian average as its definition says (limits.ts): the stars with ten middling votes added. */
const bayes = (i: number) => {
  const { ratingTotal, ratingCount } = fieldsOf(i)
  return (ratingTotal + RATING_PRIOR_VOTES * RATING_PRIOR_MEAN) / (ratingCount + RATING_PRIOR_VOTES)
}
const sortValue = (i: number, key: (typeof sortKeys)[keyof typeof sortKeys]) =>
  key === 'ratingBayes' ? bayes(i) : Number(fieldsOf(i)[key])
const expectedOrder = (sort: keyof typeof sortKeys, among = (_i: number) => true) =>
  Array.from({ length: COMICS }, (_, k) => k + 1)
    .filter(among)
    .sort((a, b) => sortValue(b, sortKeys[sort]) - sortValue(a, sortKeys[sort]))
    .map((i) => `comic-${i}`)

/** Comics 1..8 are action comics. */
const isAction = (i: number) => i <= 8
let action: Awaited<ReturnType<typeof createCategory>>
const ids: number[] = []

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  for (let i = 1; i <= COMICS; i++) {
    const post = await createPost(db, {
      posttype: 'comic',
      slug: `comic-${i}`,
      feature: `covers/comic-${i}.webp`,
      views: i,
      ...fieldsOf(i),
    })
    ids.push(post.id)
  }
  await createPost(db, { posttype: 'movie', slug: 'a-film', viewsDay: 1000 })
  action = await createCategory(db, 'comic', 'hanh-dong', { vi: 'Hành động', en: 'Action' })
  await createCategory(db, 'comic', 'trong', { vi: 'Trống', en: 'Empty' })
  await createCategory(db, 'movie', 'phim-hanh-dong')
  await addToCategory(
    db,
    action.id,
    ids.filter((_, k) => isAction(k + 1)),
  )
})
afterAll(() => server.close())

describe('GET /posts/lists/{posttype}/', () => {
  it('lists 20 posts of the type a page, trending today first by default', async () => {
    const first = (await get('/posts/lists/comic/')).json()
    expect(first).toMatchObject({ status: 'success', is_next: true, paged: 1, page: 1 })
    expect(slugs(first)).toEqual(expectedOrder('views_day__desc').slice(0, 20))
    const second = (await get('/posts/lists/comic/paged/2/')).json()
    expect(second).toMatchObject({ is_next: false, paged: 2, page: 2 })
    expect(slugs(second)).toEqual(expectedOrder('views_day__desc').slice(20))
  })

  it.each(listSorts)('sorts by %s, biggest first', async (sort) => {
    const body = (await get(`/posts/lists/comic/?sortby=${sort}`)).json()
    expect(slugs(body)).toEqual(expectedOrder(sort).slice(0, 20))
  })

  it('ranks five hundred 9s above two 10s, and a post no one rated in the middle, as top rated', async () => {
    const { db } = server
    const many = await createPost(db, {
      posttype: 'novel',
      slug: 'nam-tram-9',
      ratingTotal: 4500,
      ratingCount: 500,
    })
    const two = await createPost(db, { posttype: 'novel', slug: 'hai-10', ratingTotal: 20, ratingCount: 2 })
    const none = await createPost(db, { posttype: 'novel', slug: 'chua-ai', ratingTotal: 0, ratingCount: 0 })
    const poor = await createPost(db, {
      posttype: 'novel',
      slug: 'it-sao',
      ratingTotal: 300,
      ratingCount: 100,
    })
    const body = (await get('/posts/lists/novel/?sortby=rating_bayes__desc')).json()
    expect(slugs(body)).toEqual([many, two, none, poor].map((post) => post.slug))
  })

  it('names the allowed sorts when given another, and ignores unknown query keys', async () => {
    const res = await get('/posts/lists/comic/?sortby=views__desc&utm_source=x')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: 'error',
      message: `Giá trị sortby không hợp lệ: phải là một trong ${listSorts.join(', ')}`,
    })
    expect((await get('/posts/lists/comic/?utm_source=x')).statusCode).toBe(200)
  })

  it('rejects a page past 1000 and an unknown post type', async () => {
    const far = await get('/posts/lists/comic/paged/1001/')
    expect(far.statusCode).toBe(400)
    expect(far.json().message).toBe('Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000')
    expect((await get('/posts/lists/book/')).json().message).toMatch(/^Giá trị posttype không hợp lệ: /)
  })

  it('sends shared-cache headers', async () => {
    const res = await get('/posts/lists/comic/?sortby=like_count__desc')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
  })
})

describe('GET /posts/lists/{posttype}/{categorySlug}/', () => {
  it('lists only the posts of the category, in the chosen order', async () => {
    const body = (await get('/posts/lists/comic/hanh-dong/?sortby=like_count__desc')).json()
    expect(body.is_next).toBe(false)
    expect(slugs(body)).toEqual(expectedOrder('like_count__desc', isAction))
    expect(body.data[0].categories).toEqual([{ id: action.id, name: 'Hành động', slug: 'hanh-dong' }])
    const paged = (await get('/posts/lists/comic/hanh-dong/paged/2/')).json()
    expect(paged).toMatchObject({ data: [], is_next: false, paged: 2 })
  })

  it("answers an unknown category, or one of another type, with 404 'Category not found'", async () => {
    for (const path of ['/posts/lists/comic/khong-co/', '/posts/lists/comic/phim-hanh-dong/paged/2/']) {
      const res = await get(path)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ status: 'error', message: 'Category not found' })
    }
  })
})

describe('GET /posts/lists/{posttype}/related/paged/{page}/?filter=post_id__{id}', () => {
  it('lists the other posts sharing a category', async () => {
    const body = (await get(`/posts/lists/comic/related/paged/1/?filter=post_id__${ids[0]}`)).json()
    expect(body).toMatchObject({ status: 'success', is_next: false, paged: 1 })
    expect(slugs(body)).toEqual(expectedOrder('views_day__desc', (i) => isAction(i) && i !== 1))
  })

  it('needs the post filter', async () => {
    const res = await get('/posts/lists/comic/related/paged/1/')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^Giá trị filter không hợp lệ: phải là post_id__\{id\}/)
  })
})

describe('GET /{posttype}/lists/categories/', () => {
  it('lists the categories of a type with post counts and four covers of their most viewed posts', async () => {
    const res = await get('/comic/lists/categories/')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([
      {
        id: action.id,
        name: 'Hành động',
        slug: 'hanh-dong',
        posttype: 'comic',
        post_count: 8,
        thumbnails: [8, 7, 6, 5].map((i) => `/media/covers/comic-${i}.webp?w=300`),
      },
      {
        id: expect.any(Number),
        name: 'Trống',
        slug: 'trong',
        posttype: 'comic',
        post_count: 0,
        thumbnails: [],
      },
    ])
    const en = (await server.app.inject('/en/api/v1/comic/lists/categories/')).json()
    expect(en.data[0].name).toBe('Action')
  })
})
