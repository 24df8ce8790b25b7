import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUGGEST_CATEGORIES_MAX, SUGGEST_PEOPLE_MAX, SUGGEST_POSTS_MAX } from '../../src/contract/limits.ts'
import { addToCategory, createCategory, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1/posts/search/${path}`)
const slugs = (body: { data: { slug: string }[] }) => body.data.map((post) => post.slug)

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  const horror = await createCategory(db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
  const ghosts = await createPost(db, {
    slug: 'bong-ma',
    posttype: 'movie',
    titleVi: 'Bóng ma trong nhà',
    titleEn: 'The House Ghost',
    views: 50,
  })
  await addToCategory(db, horror.id, [ghosts.id])
  // Its title holds 'kinh' and 'dị' too: a title match comes before a category match, though
  // the category's post has more views.
  await createPost(db, {
    slug: 'kinh-di-nhat-ky',
    posttype: 'novel',
    titleVi: 'Nhật ký kinh dị',
    titleEn: 'A Diary of Dread',
    views: 1,
  })
  await createPost(db, {
    slug: 'dao-hai-dang',
    posttype: 'comic',
    titleVi: 'Đảo hải đăng',
    titleEn: 'Lighthouse Island',
    author: 'Nguyễn Hải Đăng',
    views: 40,
  })
  await createPost(db, {
    slug: 'nguyen-hai-dang-ky-su',
    posttype: 'novel',
    titleVi: 'Nguyễn Hải Đăng ký sự',
    titleEn: 'Chronicle',
    views: 2,
  })
  const director = await createPerson(db, 'tran-minh-khoa', 'Trần Minh Khoa')
  const actor = await createPerson(db, 'le-thu-ha', 'Lê Thu Hà')
  const film = await createPost(db, {
    slug: 'song-dai',
    posttype: 'movie',
    titleVi: 'Sông dài',
    titleEn: 'Long River',
    views: 30,
  })
  await credit(db, film.id, director.id, 'director')
  await credit(db, film.id, actor.id, 'actor')
  // Credited only on an unpublished post: not suggested, its page would be empty.
  const hidden = await createPerson(db, 'le-thu-hoa', 'Lê Thu Hoa')
  const draft = await createPost(db, { slug: 'ban-nhap', posttype: 'movie', status: 'unpublished' })
  await credit(db, draft.id, hidden.id, 'actor')
  for (let i = 1; i <= 8; i++) {
    await createPost(db, { slug: `mua-${i}`, posttype: 'comic', titleVi: `Mùa số ${i}`, views: i })
    await createCategory(db, 'comic', `mua-${i}`, { vi: `Mùa ${i}`, en: `Season ${i}` })
    await createPerson(db, `mua-person-${i}`, `Mùa Người ${i}`)
    await createPost(db, { slug: `mua-tac-gia-${i}`, author: `Mùa Tác Giả ${i}`, views: 0 })
  }
})
afterAll(() => server.close())

describe('GET /posts/search/: people and categories', () => {
  it("finds a horror category's posts without accents, after the titles that match", async () => {
    const body = (await get('?q=kinh%20di')).json()
    expect(slugs(body)).toEqual(['kinh-di-nhat-ky', 'bong-ma'])
    expect(body.total).toBe(2)
    expect(slugs((await get('?q=horror', 'en')).json())).toEqual(['bong-ma'])
    // Category names are matched in the language of the address.
    expect((await get('?q=horror')).json().total).toBe(0)
  })

  it('finds the posts of an author, a director or an actor without accents', async () => {
    expect(slugs((await get('?q=nguyen%20hai%20dang')).json())).toEqual([
      'nguyen-hai-dang-ky-su',
      'dao-hai-dang',
    ])
    expect(slugs((await get('?q=tran%20minh%20khoa')).json())).toEqual(['song-dai'])
    expect(slugs((await get('?q=le%20thu%20ha')).json())).toEqual(['song-dai'])
    expect(slugs((await get(`?q=${encodeURIComponent('Lê Thu')}`, 'en')).json())).toEqual(['song-dai'])
  })

  it('keeps titles first in every sort, and the filter narrows both', async () => {
    for (const sortby of ['views__desc', 'created_at__desc', 'like_count__desc']) {
      const body = (await get(`?q=nguyen%20hai%20dang&sortby=${sortby}`)).json()
      expect(slugs(body)[0], sortby).toBe('nguyen-hai-dang-ky-su')
    }
    expect(slugs((await get('?q=nguyen%20hai%20dang&filter=posttype__comic')).json())).toEqual([
      'dao-hai-dang',
    ])
  })

  it('counts each post once and still knows the total past the last page', async () => {
    const beyond = (await get('paged/2/?q=kinh%20di')).json()
    expect(beyond).toMatchObject({ data: [], total: 2, is_next: false })
  })

  it('leaves unpublished posts out', async () => {
    expect((await get('?q=le%20thu%20hoa')).json().total).toBe(0)
  })
})

describe('GET /posts/search/suggest/', () => {
  it('suggests posts, people and categories with the addresses the app opens', async () => {
    const res = await get('suggest/?q=hai%20dang')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('success')
    // Both titles hold 'hải đăng'; more views first.
    expect(body.data.posts.map((post: { slug: string }) => post.slug)).toEqual([
      'dao-hai-dang',
      'nguyen-hai-dang-ky-su',
    ])
    expect(body.data.posts[0]).toEqual({
      title: 'Đảo hải đăng',
      slug: 'dao-hai-dang',
      posttype: 'comic',
      feature: expect.objectContaining({ path: expect.stringContaining('covers/dao-hai-dang.svg') }),
      href: '/vi/comic/dao-hai-dang',
    })
    expect(body.data.people).toEqual([
      {
        name: 'Nguyễn Hải Đăng',
        kind: 'author',
        href: '/vi/search?q=Nguy%E1%BB%85n+H%E1%BA%A3i+%C4%90%C4%83ng',
      },
    ])
    const film = (await get('suggest/?q=le%20thu', 'en')).json().data
    expect(film.people).toEqual([
      { name: 'Lê Thu Hà', kind: 'person', roles: ['actor'], href: '/en/actor/le-thu-ha' },
    ])
    // What each is credited as, for the suggestion to say (not 'director, actor' for everyone).
    const director = (await get('suggest/?q=tran%20minh')).json().data
    expect(director.people).toEqual([
      { name: 'Trần Minh Khoa', kind: 'person', roles: ['director'], href: '/vi/actor/tran-minh-khoa' },
    ])
    const horror = (await get('suggest/?q=kinh%20d')).json().data
    expect(horror.categories).toEqual([
      { name: 'Kinh dị', slug: 'kinh-di', posttype: 'movie', href: '/vi/movie/category/kinh-di' },
    ])
    expect(horror.posts.map((post: { slug: string }) => post.slug)).toEqual(['kinh-di-nhat-ky'])
  })

  it('caps each kind, most viewed posts first', async () => {
    const { data } = (await get('suggest/?q=mua')).json()
    expect(data.posts).toHaveLength(SUGGEST_POSTS_MAX)
    expect(data.posts[0].slug).toBe('mua-8')
    expect(data.people).toHaveLength(SUGGEST_PEOPLE_MAX)
    expect(data.categories).toHaveLength(SUGGEST_CATEGORIES_MAX)
  })

  it('answers nothing found with empty lists', async () => {
    const body = (await get('suggest/?q=zzzz')).json()
    expect(body).toEqual({ status: 'success', data: { posts: [], people: [], categories: [] } })
  })

  it('refuses a query shorter than 2 or longer than 100 characters, in the language of the address', async () => {
    for (const query of ['', '?q=', '?q=a', '?q=%20a%20']) {
      const res = await get(`suggest/${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().status).toBe('error')
    }
    expect((await get('suggest/?q=a')).json().message).toBe('Giá trị q không hợp lệ: phải có ít nhất 2 ký tự')
    expect((await get('suggest/?q=a', 'en')).json().message).toBe('Invalid q: must be at least 2 characters')
    const long = await get(`suggest/?q=${'a'.repeat(101)}`, 'en')
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('Invalid q: must be at most 100 characters')
  })

  it('is publicly cacheable', async () => {
    const res = await get('suggest/?q=song')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
  })
})
