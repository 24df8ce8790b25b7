import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSorts } from '../../src/contract/sorts.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const search = (query: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1/posts/search/${query}`)
const slugs = (body: { data: { slug: string }[] }) => body.data.map((post) => post.slug)

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  await createPost(db, {
    slug: 'tinh-yeu',
    posttype: 'novel',
    titleVi: 'Tình yêu mùa hạ',
    titleEn: 'Summer Love',
    views: 30,
  })
  await createPost(db, {
    slug: 'da-lat',
    posttype: 'movie',
    titleVi: 'Đà Lạt sương mù',
    titleEn: 'Misty Hills',
    views: 20,
  })
  await createPost(db, {
    slug: 'yeu-tinh',
    posttype: 'comic',
    titleVi: 'Yêu tinh rừng',
    titleEn: 'Forest Elf',
    views: 10,
  })
  await createPost(db, {
    slug: 'phan-tram',
    posttype: 'game',
    titleVi: 'Giảm 100% giá',
    titleEn: 'All 100% off',
    views: 5,
  })
  await createPost(db, {
    slug: 'gach-duoi',
    posttype: 'game',
    titleVi: 'Ten_game',
    titleEn: 'Ten_game',
    views: 4,
  })
  await createPost(db, {
    slug: 'tengame',
    posttype: 'game',
    titleVi: 'Tenxgame',
    titleEn: 'Tenxgame',
    views: 3,
  })
  for (let i = 1; i <= 23; i++) {
    await createPost(db, {
      slug: `truyen-${i}`,
      posttype: 'comic',
      titleVi: `Truyện ma số ${i}`,
      views: 100 + i,
    })
  }
})
afterAll(() => server.close())

describe('GET /posts/search/', () => {
  it('folds case and Vietnamese diacritics: tinh yeu finds Tình yêu, da lat finds Đà Lạt', async () => {
    const body = (await search('?q=tinh%20yeu')).json()
    // 'Yêu tinh rừng' holds both words too; more views first.
    expect(body).toMatchObject({ status: 'success', total: 2, message: '', is_next: false, paged: 1 })
    expect(body.data[0]).toMatchObject({ slug: 'tinh-yeu', title: 'Tình yêu mùa hạ', posttype: 'novel' })
    expect(slugs(body)).toEqual(['tinh-yeu', 'yeu-tinh'])
    expect(slugs((await search('?q=tinh%20yeu%20mua')).json())).toEqual(['tinh-yeu'])
    expect(slugs((await search('?q=DA%20LAT')).json())).toEqual(['da-lat'])
    expect(slugs((await search(`?q=${encodeURIComponent('Đà lạt')}`)).json())).toEqual(['da-lat'])
  })

  it('matches words in any order, and the beginnings of words as they are typed', async () => {
    expect(slugs((await search('?q=yeu%20tinh')).json())).toEqual(['tinh-yeu', 'yeu-tinh'])
    expect(slugs((await search('?q=suo')).json())).toEqual(['da-lat'])
    expect(slugs((await search('?q=suong%20m')).json())).toEqual(['da-lat'])
    // 'mu' begins both 'mù' (Đà Lạt sương mù) and 'mùa' (Tình yêu mùa hạ).
    expect(slugs((await search('?q=mu')).json())).toEqual(['tinh-yeu', 'da-lat'])
    expect(slugs((await search(`?q=${encodeURIComponent('Đ')}`)).json())).toEqual(['da-lat'])
  })

  it('does not match the middle of a word', async () => {
    // 'ong' is inside 'sương' and 'inh' inside 'tình', but neither begins a word.
    expect((await search('?q=ong')).json().total).toBe(0)
    expect((await search('?q=inh%20yeu')).json().total).toBe(0)
  })

  it('finds nothing for a query without letters or digits, and reads quotes and backslashes as text', async () => {
    expect((await search('?q=%21%21')).json().total).toBe(0)
    for (const q of ["'", "''", '\\', "a'b", ':*', '&|!()', "tinh' | 'da"]) {
      const res = await search(`?q=${encodeURIComponent(q)}`)
      expect(res.statusCode, q).toBe(200)
      expect(res.json().status, q).toBe('success')
    }
    expect((await search(`?q=${encodeURIComponent("tinh' | 'da")}`)).json().total).toBe(0)
  })

  it('searches the titles of the language of the URL', async () => {
    const body = (await search('?q=summer', 'en')).json()
    expect(body.data).toMatchObject([{ slug: 'tinh-yeu', title: 'Summer Love' }])
    expect((await search('?q=summer')).json().total).toBe(0)
  })

  it('treats % and _ as plain characters', async () => {
    expect(slugs((await search('?q=100%25')).json())).toEqual(['phan-tram'])
    expect(slugs((await search('?q=ten_game')).json())).toEqual(['gach-duoi'])
  })

  it("says 'No results found' when nothing matches", async () => {
    const body = (await search('?q=khong%20co%20gi')).json()
    expect(body).toEqual({
      status: 'success',
      data: [],
      is_next: false,
      paged: 1,
      page: 1,
      total: 0,
      message: 'No results found',
    })
  })

  it('pages 20 at a time with the total, filtered by post type, most viewed first', async () => {
    const first = (await search('?q=truyen%20ma&filter=posttype__comic')).json()
    expect(first).toMatchObject({ total: 23, is_next: true, page: 1 })
    expect(slugs(first)).toEqual(Array.from({ length: 20 }, (_, k) => `truyen-${23 - k}`))
    const second = (await search('paged/2/?q=truyen%20ma&filter=posttype__comic')).json()
    expect(second).toMatchObject({ total: 23, is_next: false, paged: 2 })
    expect(slugs(second)).toEqual(['truyen-3', 'truyen-2', 'truyen-1'])
    const beyond = (await search('paged/3/?q=truyen%20ma&filter=posttype__comic')).json()
    expect(beyond).toMatchObject({ data: [], total: 23, is_next: false, message: '' })
    expect((await search('?q=truyen%20ma&filter=posttype__movie')).json().total).toBe(0)
  })

  it('lists a whole post type when only a filter or a sort is given', async () => {
    const games = (await search('?filter=posttype__game')).json()
    expect(games.total).toBe(3)
    expect(slugs(games)).toEqual(['phan-tram', 'gach-duoi', 'tengame'])
    const newest = (await search('?sortby=created_at__desc')).json()
    expect(newest.total).toBe(29)
    expect(newest.data[0].slug).toBe('truyen-23')
  })

  it('trims the query and refuses one longer than 100 characters', async () => {
    expect(slugs((await search('?q=%20%20da%20lat%20%20')).json())).toEqual(['da-lat'])
    const long = await search(`?q=${'a'.repeat(101)}`)
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({
      status: 'error',
      message: 'Giá trị q không hợp lệ: chỉ được có tối đa 100 ký tự',
    })
  })

  it('names what is wrong with a filter, a sort or a page', async () => {
    const filter = await search('?filter=posttype__book')
    expect(filter.statusCode).toBe(400)
    expect(filter.json().message).toBe(
      'Giá trị filter không hợp lệ: phải là posttype__ theo sau là một trong movie, comic, novel, game',
    )
    const sort = await search('?sortby=views_month__desc')
    expect(sort.json().message).toBe(
      `Giá trị sortby không hợp lệ: phải là một trong ${searchSorts.join(', ')}`,
    )
    const page = await search('paged/1001/?q=a')
    expect(page.statusCode).toBe(400)
    expect(page.json().message).toBe('Giá trị page không hợp lệ: phải là số nguyên từ 1 đến 1000')
  })

  it('is publicly cacheable', async () => {
    const res = await search('?q=rung')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
    expect(slugs(res.json())).toEqual(['yeu-tinh'])
  })
})
