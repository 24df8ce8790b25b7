import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCategory, createCategory, createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string) => server.app.inject(`/vi/api/v1${path}`)
let comic: Awaited<ReturnType<typeof createPost>>

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  comic = await createPost(db, { posttype: 'comic', slug: 'truyen-tranh', titleVi: 'Truyện tranh' })
  const action = await createCategory(db, 'comic', 'hanh-dong', { vi: 'Hành động', en: 'Action' })
  await addToCategory(db, action.id, [comic.id])
  await createChapters(db, comic.id, 3, (i) => ({ content: [`pages/truyen-tranh/${i}/1.webp`] }))
  const novel = await createPost(db, { posttype: 'novel', slug: 'tieu-thuyet', playUrl: null })
  await createChapters(db, novel.id, 1, () => ({ content: '<p onclick="steal()">Mở đầu</p>' }))
})
afterAll(() => server.close())

describe('GET /posts/chapter/{posttype}/slug/{slug}/{chapterIndex}', () => {
  it('answers the chapter as the call by id does, with the post as a whole card', async () => {
    const bySlug = (await get('/posts/chapter/comic/slug/truyen-tranh/2')).json()
    const byId = (await get(`/posts/chapter/comic/${comic.id}/2`)).json()
    expect(bySlug.status).toBe('success')
    const { comic: card, ...chapter } = bySlug.data
    const { comic: named, ...sameChapter } = byId.data
    expect(chapter).toEqual(sameChapter)
    expect(card).toMatchObject({
      ...named,
      feature: expect.objectContaining({ path: '/media/covers/truyen-tranh.svg' }),
      categories: [{ id: expect.any(Number), name: 'Hành động', slug: 'hanh-dong' }],
      episode_total: expect.any(Number),
      lang: 'vi',
    })
    expect(chapter).toMatchObject({ index: 2, prev_index: 1, next_index: 3, chapter_total: 3 })
  })

  it('sanitizes novel HTML as the call by id does', async () => {
    const { data } = (await get('/posts/chapter/novel/slug/tieu-thuyet/1')).json()
    expect(data.content).toBe('<p>Mở đầu</p>')
  })

  it('says which is missing: the post or the chapter', async () => {
    const noPost = await get('/posts/chapter/comic/slug/khong-co/1')
    expect(noPost.statusCode).toBe(404)
    expect(noPost.json()).toEqual({ status: 'error', message: 'Post not found' })
    // A slug of another kind of post is no post of this kind.
    expect((await get('/posts/chapter/comic/slug/tieu-thuyet/1')).json().message).toBe('Post not found')
    const noChapter = await get('/posts/chapter/comic/slug/truyen-tranh/4')
    expect(noChapter.statusCode).toBe(404)
    expect(noChapter.json()).toEqual({ status: 'error', message: 'Chapter not found' })
  })

  it('refuses a malformed address with 400', async () => {
    const badSlug = await get('/posts/chapter/comic/slug/Truyen_Tranh/1')
    expect(badSlug.statusCode).toBe(400)
    expect(badSlug.json()).toMatchObject({ status: 'error', message: expect.stringContaining('slug') })
    const badIndex = await get('/posts/chapter/comic/slug/truyen-tranh/first')
    expect(badIndex.statusCode).toBe(400)
    expect(badIndex.json().message).toBe('Giá trị chapterIndex không hợp lệ: phải là số nguyên dương')
    expect((await get('/posts/chapter/book/slug/truyen-tranh/1')).statusCode).toBe(400)
  })

  it('is cached for everyone, as the call by id is', async () => {
    const path = '/posts/chapter/comic/slug/truyen-tranh/3'
    await get(path)
    const again = await get(path)
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
  })
})
