import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string) => server.app.inject(`/vi/api/v1${path}`)
const getEn = (path: string) => server.app.inject(`/en/api/v1${path}`)

const cover = (path: string) => ({
  path: `/media/${path}`,
  resizable: true,
  width: 600,
  height: 840,
})

let film: Awaited<ReturnType<typeof createPost>>
let sequel: Awaited<ReturnType<typeof createPost>>
let comic: Awaited<ReturnType<typeof createPost>>
let novel: Awaited<ReturnType<typeof createPost>>

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  const horror = await createCategory(db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
  const drama = await createCategory(db, 'movie', 'tam-ly', { vi: 'Tâm lý', en: 'Drama' })
  film = await createPost(db, {
    posttype: 'movie',
    slug: 'dem-trang',
    titleVi: 'Đêm trắng',
    titleEn: 'White Night',
    description: { vi: 'Một đêm dài', en: 'A long night' },
    feature: 'covers/dem-trang.webp',
    banner: 'banners/dem-trang.webp',
    releaseYear: 2021,
    ratingTotal: 17,
    ratingCount: 3,
    viewsDay: 5,
  })
  sequel = await createPost(db, {
    posttype: 'movie',
    slug: 'dem-trang-2',
    viewsDay: 9,
    feature: 'covers/2.webp',
  })
  const unrelated = await createPost(db, { posttype: 'movie', slug: 'mua-he', viewsDay: 50 })
  await addToCategory(db, horror.id, [film.id, sequel.id])
  await addToCategory(db, drama.id, [film.id, unrelated.id])
  const director = await createPerson(db, 'tran-anh-hung', 'Trần Anh Hùng')
  const lead = await createPerson(db, 'ngo-thanh-van', 'Ngô Thanh Vân')
  const second = await createPerson(db, 'kaity-nguyen', 'Kaity Nguyễn')
  await credit(db, film.id, director.id, 'director')
  await credit(db, film.id, second.id, 'actor', 2)
  await credit(db, film.id, lead.id, 'actor', 1)
  await credit(db, sequel.id, lead.id, 'actor')
  await createChapters(db, film.id, 2, (i) => ({
    source: [{ link: `films/dem-trang/${i}/master.m3u8`, type: 'hls', label: 'HD' }],
  }))

  comic = await createPost(db, { posttype: 'comic', slug: 'truyen-tranh' })
  await createChapters(db, comic.id, 120, (i) => ({
    content: [`pages/truyen-tranh/${i}/1.webp`, 'https://cdn.example.org/page.jpg'],
  }))
  novel = await createPost(db, { posttype: 'novel', slug: 'tieu-thuyet', playUrl: null })
  await createChapters(db, novel.id, 3, (i) =>
    i === 1
      ? { content: '<p onclick="steal()">Mở đầu</p><script>alert(1)</script>' }
      : { content: { blocks: [{ id: 'b1', data: { text: '<b>Đậm</b><img src="x" onerror="steal()">' } }] } },
  )
})
afterAll(() => server.close())

describe('GET /posts/detail/{posttype}/{slug}/', () => {
  it('answers the post with its credits, chapters and related posts', async () => {
    const res = await get('/posts/detail/movie/dem-trang/')
    expect(res.statusCode).toBe(200)
    const { status, data } = res.json()
    expect(status).toBe('success')
    expect(data).toMatchObject({
      id: film.id,
      slug: 'dem-trang',
      title: 'Đêm trắng',
      posttype: 'movie',
      description: 'Một đêm dài',
      feature: cover('covers/dem-trang.webp'),
      banner: { path: '/media/banners/dem-trang.webp', width: 1200, height: 675 },
      categories: [
        { name: 'Kinh dị', slug: 'kinh-di' },
        { name: 'Tâm lý', slug: 'tam-ly' },
      ],
      release_year: [{ name: '2021' }],
      rating_total: 17,
      rating_count: 3,
      rating_avg: 5.67,
      directors: [{ title: 'Trần Anh Hùng', slug: 'tran-anh-hung' }],
      actors: [{ slug: 'ngo-thanh-van' }, { slug: 'kaity-nguyen' }],
      play_url: null,
      has_video: true,
      first_chapter: { index: 1, title: 'Chương 1' },
      last_chapter: { index: 2, title: 'Chương 2' },
      lang: 'vi',
    })
    expect(data.related_post.button.data.api).toBe(
      `/posts/lists/movie/related/paged/1/?filter=post_id__${film.id}`,
    )
    // Both other films share a category; the one with more views today comes first.
    expect(data.related_post.items.map((p: { slug: string }) => p.slug)).toEqual(['mua-he', 'dem-trang-2'])
    expect(Object.keys(data.related_post.items[0]).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'posttype',
        'description',
        'feature',
        'banner',
        'categories',
        'release_year',
        'like_count',
        'views',
        'rating_total',
        'rating_count',
        'rating_avg',
        'episode_total',
        'author',
        'lang',
        'created_at',
        'updated_at',
      ].sort(),
    )
  })

  it('speaks the language of the URL', async () => {
    const { data } = (await getEn('/posts/detail/movie/dem-trang/')).json()
    expect(data.title).toBe('White Night')
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(['Horror', 'Drama'])
    expect(data.related_post.label).toBe('You may also like')
  })

  it('has no chapters and no video for a post without them', async () => {
    const { data } = (await get('/posts/detail/movie/mua-he/')).json()
    expect(data).toMatchObject({ has_video: false, first_chapter: null, last_chapter: null, rating_avg: 0 })
  })

  it('answers an unknown slug, or a slug of another post type, with 404 Not Found', async () => {
    for (const path of ['/posts/detail/movie/khong-co/', '/posts/detail/comic/dem-trang/']) {
      const res = await get(path)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ status: 'error', message: 'Not Found' })
    }
  })

  it('rejects a malformed post type or slug with a 400 naming the field', async () => {
    const badType = await get('/posts/detail/film/dem-trang/')
    expect(badType.statusCode).toBe(400)
    expect(badType.json()).toEqual({
      status: 'error',
      message: 'Giá trị posttype không hợp lệ: phải là một trong movie, comic, novel, game',
    })
    const badSlug = await get('/posts/detail/movie/Dem_Trang/')
    expect(badSlug.statusCode).toBe(400)
    expect(badSlug.json().message).toMatch(/^Giá trị slug không hợp lệ: /)
  })

  it('is publicly cacheable and served from memory the second time', async () => {
    const first = await get('/posts/detail/movie/dem-trang-2/')
    expect(first.headers['cache-control']).toContain('public, max-age=0, s-maxage=60')
    const second = await get('/posts/detail/movie/dem-trang-2/')
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.json()).toEqual(first.json())
  })
})

describe('GET /posts/listchapter/{posttype}/{postId}/paged/{page}/', () => {
  it('pages chapters 50 at a time in reading order', async () => {
    const first = (await get(`/posts/listchapter/comic/${comic.id}/paged/1/`)).json()
    expect(first).toMatchObject({ status: 'success', is_next: true, paged: 1, page: 1 })
    expect(first.data).toHaveLength(50)
    expect(first.data[0]).toEqual({ id: expect.any(Number), index: 1, novel_index: null, title: 'Chương 1' })
    const last = (await get(`/posts/listchapter/comic/${comic.id}/paged/3/`)).json()
    expect(last.is_next).toBe(false)
    expect(last.data.map((c: { index: number }) => c.index)).toEqual(
      Array.from({ length: 20 }, (_, i) => 101 + i),
    )
    const beyond = (await get(`/posts/listchapter/comic/${comic.id}/paged/4/`)).json()
    expect(beyond).toMatchObject({ data: [], is_next: false })
  })

  it('pages them from the newest with ?order=desc, and refuses another order', async () => {
    const first = (await get(`/posts/listchapter/comic/${comic.id}/paged/1/?order=desc`)).json()
    expect(first.is_next).toBe(true)
    expect(first.data.map((c: { index: number }) => c.index)).toEqual(
      Array.from({ length: 50 }, (_, i) => 120 - i),
    )
    const last = (await get(`/posts/listchapter/comic/${comic.id}/paged/3/?order=desc`)).json()
    expect(last.is_next).toBe(false)
    expect(last.data.map((c: { index: number }) => c.index)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i),
    )
    const asc = (await get(`/posts/listchapter/comic/${comic.id}/paged/1/?order=asc`)).json()
    expect(asc.data[0].index).toBe(1)
    const bad = await get(`/posts/listchapter/comic/${comic.id}/paged/1/?order=newest`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^Giá trị order không hợp lệ: /)
  })

  it('answers an unknown post with 404 and bad numbers with 400', async () => {
    expect((await get('/posts/listchapter/comic/999999/paged/1/')).statusCode).toBe(404)
    expect((await get(`/posts/listchapter/novel/${comic.id}/paged/1/`)).statusCode).toBe(404)
    const zero = await get(`/posts/listchapter/comic/${comic.id}/paged/0/`)
    expect(zero.statusCode).toBe(400)
    expect(zero.json().message).toBe('Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000')
    const tooFar = await get(`/posts/listchapter/comic/${comic.id}/paged/1001/`)
    expect(tooFar.json().message).toBe('Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000')
    const badId = await get('/posts/listchapter/comic/abc/paged/1/')
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toBe('Giá trị postId không hợp lệ: phải là số nguyên dương')
  })
})

describe('GET /posts/chapter/{posttype}/{postId}/{chapterIndex}', () => {
  it('serves comic pages as resized media URLs, leaving other hosts alone', async () => {
    const res = await get(`/posts/chapter/comic/${comic.id}/7`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      index: 7,
      title: 'Chương 7',
      content: ['/media/pages/truyen-tranh/7/1.webp?w=800', 'https://cdn.example.org/page.jpg'],
      comic: { id: comic.id, slug: 'truyen-tranh', posttype: 'comic' },
      chapter_total: 120,
      prev_index: 6,
      next_index: 8,
      source: [],
    })
  })

  it('has no neighbour past either end', async () => {
    expect((await get(`/posts/chapter/comic/${comic.id}/1`)).json().data).toMatchObject({ prev_index: null })
    expect((await get(`/posts/chapter/comic/${comic.id}/120`)).json().data).toMatchObject({
      next_index: null,
    })
  })

  it('sanitizes novel HTML when served, as a string or as blocks', async () => {
    const html = (await get(`/posts/chapter/novel/${novel.id}/1`)).json().data.content
    expect(html).toBe('<p>Mở đầu</p>')
    const blocks = (await get(`/posts/chapter/novel/${novel.id}/2`)).json().data.content
    expect(blocks).toEqual({ blocks: [{ id: 'b1', data: { text: '<b>Đậm</b><img src="x" />' } }] })
  })

  it('gives film sources as media URLs', async () => {
    const { data } = (await get(`/posts/chapter/movie/${film.id}/2`)).json()
    expect(data.source).toEqual([{ link: '/media/films/dem-trang/2/master.m3u8', type: 'hls', label: 'HD' }])
    expect(data.content).toBeNull()
  })

  it("answers a missing chapter with 404 'Chapter not found'", async () => {
    const res = await get(`/posts/chapter/comic/${comic.id}/121`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Chapter not found' })
    expect((await get(`/posts/chapter/novel/${comic.id}/1`)).statusCode).toBe(404)
    const bad = await get(`/posts/chapter/comic/${comic.id}/first`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Giá trị chapterIndex không hợp lệ: phải là số nguyên dương')
  })
})

describe('GET /posts/actor/{slug}/', () => {
  it('lists the posts of a person with the person', async () => {
    const res = (await get('/posts/actor/ngo-thanh-van/')).json()
    expect(res).toMatchObject({ status: 'success', is_next: false, paged: 1 })
    expect(res.actor).toEqual({ id: expect.any(Number), title: 'Ngô Thanh Vân', slug: 'ngo-thanh-van' })
    expect(res.data.map((p: { slug: string }) => p.slug)).toEqual(['dem-trang-2', 'dem-trang'])
    const paged = (await get('/posts/actor/ngo-thanh-van/paged/2/')).json()
    expect(paged).toMatchObject({ data: [], page: 2, is_next: false })
  })

  it('answers an unknown person with 404', async () => {
    const res = await get('/posts/actor/khong-ai/')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 'error', message: 'Actor not found' })
  })
})
