import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categories,
  dashboardModules,
  menuEntries,
  people,
  postCategories,
  postPeople,
} from '../../server/db/schema.ts'
import { adminClient, refusals } from './admin-client.ts'
import { addToCategory, createCategory, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let client: Awaited<ReturnType<typeof adminClient>>

beforeAll(async () => {
  server = await createTestServer()
  client = await adminClient(server)
})
afterAll(() => server.close())

const api = (path: string, lang = 'vi') => `/${lang}/api/v1/admin${path}`
const names = (vi: string, en: string) => ({ name_vi: vi, name_en: en })

describe('admin calls on categories and people: who may call them', () => {
  const reads = [api('/categories/'), api('/categories/paged/2/'), api('/people/'), api('/people/paged/2/')]
  it.each(reads)('%s: 401 for a visitor, 403 for a member', async (url) => {
    expect((await client.get(url, null)).statusCode).toBe(401)
    const member = await client.get(url, client.member.token)
    expect(member.statusCode).toBe(403)
    expect(member.json()).toEqual({
      status: 'error',
      message: 'Chỉ quản trị viên mới dùng được chức năng này.',
    })
    const english = await client.get(url.replace('/vi', '/en'), client.member.token)
    expect(english.json().message).toBe('Only admins can do this.')
  })

  const writes: [string, Record<string, string>][] = [
    [api('/categories/'), { posttype: 'movie', ...names('Kiểm tra', 'Check') }],
    [api('/categories/1/rename/'), names('Kiểm tra', 'Check')],
    [api('/categories/1/merge/'), { into: '2' }],
    [api('/categories/1/delete/'), {}],
    [api('/people/'), { title: 'Ai Đó' }],
    [api('/people/1/rename/'), { title: 'Ai Đó' }],
    [api('/people/1/merge/'), { into: '2' }],
    [api('/people/1/delete/'), {}],
  ]
  it.each(writes)('%s: 401 for a visitor, 403 for a member or without a CSRF token', async (url, fields) => {
    const refused = await refusals((as) => client.post(url, fields, as), {
      admin: client.admin.token,
      member: client.member.token,
    })
    expect(refused).toEqual({
      visitor: 401,
      member: 403,
      memberMessage: 'Chỉ quản trị viên mới dùng được chức năng này.',
      noCsrf: 403,
    })
  })
})

describe('categories', () => {
  it('creates one with its slug made from the Vietnamese name, audited; the same slug again is a 409', async () => {
    const res = await client.post(api('/categories/'), {
      posttype: 'movie',
      ...names('Hành Động Đỉnh', 'Action'),
    })
    expect(res.statusCode).toBe(200)
    const created = res.json().data
    expect(created).toMatchObject({
      posttype: 'movie',
      slug: 'hanh-dong-dinh',
      name: { vi: 'Hành Động Đỉnh', en: 'Action' },
      posts: 0,
    })
    expect(await client.lastAudit()).toMatchObject({
      actor: client.admin.user.email,
      action: 'category.create',
      target: `category:${created.id}`,
      before: null,
      after: { posttype: 'movie', slug: 'hanh-dong-dinh', name: { vi: 'Hành Động Đỉnh', en: 'Action' } },
    })
    const again = await client.post(api('/categories/', 'en'), {
      posttype: 'movie',
      ...names('hành động  đỉnh', 'Again'),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      status: 'error',
      message: 'This post type already has a category with that address.',
    })
    // Another post type may have its own.
    const comic = await client.post(api('/categories/'), {
      posttype: 'comic',
      ...names('Hành Động Đỉnh', 'Action'),
    })
    expect(comic.statusCode).toBe(200)
  })

  it.each([
    [{ posttype: 'film', ...names('A', 'A') }, /^Giá trị posttype không hợp lệ: phải là một trong movie/],
    [{ posttype: 'movie', ...names('  ', 'A') }, /^Giá trị name_vi không hợp lệ: không được để trống/],
    [
      { posttype: 'movie', ...names('A'.repeat(61), 'A') },
      /^Giá trị name_vi không hợp lệ: chỉ được có tối đa 60/,
    ],
    [
      { posttype: 'movie', ...names('A', 'B\u200bC') },
      /^Giá trị name_en không hợp lệ: không được chứa ký tự vô hình/,
    ],
    [{ posttype: 'movie', ...names('!!!', 'Bangs') }, /^Tên cần có ít nhất một chữ cái/],
  ])('refuses %j with a 400 in the envelope', async (fields, message) => {
    const before = await client.lastAudit()
    const res = await client.post(api('/categories/'), fields)
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe('error')
    expect(res.json().message).toMatch(message)
    expect((await client.lastAudit())?.id).toBe(before?.id)
  })

  it('lists them with how many posts are in each, one post type at a time', async () => {
    const horror = await createCategory(server.db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
    const [a, b] = [
      await createPost(server.db, { posttype: 'movie' }),
      await createPost(server.db, { posttype: 'movie' }),
    ]
    await addToCategory(server.db, horror.id, [a.id, b.id])
    const res = await client.get(api('/categories/?type=movie&q=kinh'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({ status: 'success', is_next: false, page: 1 })
    expect(res.json().data).toEqual([
      { id: horror.id, posttype: 'movie', slug: 'kinh-di', name: { vi: 'Kinh dị', en: 'Horror' }, posts: 2 },
    ])
    const types = (await client.get(api('/categories/?type=comic')))
      .json()
      .data.map((c: { posttype: string }) => c.posttype)
    expect(new Set(types)).toEqual(new Set(['comic']))
    expect((await client.get(api('/categories/?type=film'))).statusCode).toBe(400)
  })

  it('renames one in both languages, keeping its slug; visitors see the new name at once', async () => {
    const category = await createCategory(server.db, 'game', 'giai-do', { vi: 'Giải đố', en: 'Puzzle' })
    const publicList = '/en/api/v1/game/lists/categories/'
    const cached = await server.app.inject(publicList)
    expect(JSON.stringify(cached.json())).toContain('Puzzle')
    const res = await client.post(
      api(`/categories/${category.id}/rename/`),
      names('Trí tuệ', 'Brain teasers'),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      id: category.id,
      slug: 'giai-do',
      name: { vi: 'Trí tuệ', en: 'Brain teasers' },
    })
    expect(await client.lastAudit()).toMatchObject({
      action: 'category.rename',
      target: `category:${category.id}`,
      before: { name: { vi: 'Giải đố', en: 'Puzzle' } },
      after: { name: { vi: 'Trí tuệ', en: 'Brain teasers' } },
    })
    expect(JSON.stringify((await server.app.inject(publicList)).json())).toContain('Brain teasers')
    expect((await client.post(api('/categories/999999/rename/'), names('A', 'B'))).statusCode).toBe(404)
  })

  it('merges one into another: its posts, dashboards and menu links go to the other, and it is gone', async () => {
    const from = await createCategory(server.db, 'novel', 'tinh-cam', { vi: 'Tình cảm', en: 'Romance' })
    const into = await createCategory(server.db, 'novel', 'lang-man', { vi: 'Lãng mạn', en: 'Love stories' })
    const onlyFrom = await createPost(server.db, { posttype: 'novel' })
    const both = await createPost(server.db, { posttype: 'novel' })
    const onlyInto = await createPost(server.db, { posttype: 'novel' })
    await addToCategory(server.db, from.id, [onlyFrom.id, both.id])
    await addToCategory(server.db, into.id, [both.id, onlyInto.id])
    const [module] = await server.db
      .insert(dashboardModules)
      .values({
        page: 'novel',
        position: 0,
        module: {
          type: 'itemgrid',
          name: 'romance',
          source: { posttype: 'novel', sortby: 'views_day__desc', category: 'tinh-cam', limit: 6 },
          button: {
            type: 'link',
            label: { vi: 'Xem', en: 'More' },
            data: { url: '/novel/category/tinh-cam' },
          },
        },
      })
      .returning()
    const [entry] = await server.db
      .insert(menuEntries)
      .values({
        position: 0,
        entry: {
          type: 'menu',
          name: 'romance',
          label: { vi: 'Tình cảm', en: 'Romance' },
          url: '/vi/novel/category/tinh-cam?x=1',
        },
      })
      .returning()

    const res = await client.post(api(`/categories/${from.id}/merge/`), { into: String(into.id) })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: into.id, posts: 3, dashboards_changed: 1, menu_changed: 1 })
    const links = await server.db
      .select({ postId: postCategories.postId })
      .from(postCategories)
      .where(eq(postCategories.categoryId, into.id))
      .orderBy(asc(postCategories.postId))
    expect(links.map((l) => l.postId)).toEqual([onlyFrom.id, both.id, onlyInto.id])
    expect(await server.db.select().from(categories).where(eq(categories.id, from.id))).toEqual([])
    const [saved] = await server.db.select().from(dashboardModules).where(eq(dashboardModules.id, module!.id))
    const savedModule = saved!.module
    expect('source' in savedModule ? savedModule.source : undefined).toEqual({
      posttype: 'novel',
      sortby: 'views_day__desc',
      category: 'lang-man',
      limit: 6,
    })
    expect(saved!.module.button?.data.url).toBe('/novel/category/lang-man')
    const [menu] = await server.db.select().from(menuEntries).where(eq(menuEntries.id, entry!.id))
    expect(menu!.entry.url).toBe('/vi/novel/category/lang-man?x=1')
    expect(await client.lastAudit()).toMatchObject({
      action: 'category.merge',
      target: `category:${from.id}`,
      before: { from: { slug: 'tinh-cam', posts: 2 }, into: { slug: 'lang-man' } },
      after: { into: { slug: 'lang-man', posts: 3 }, dashboards_changed: 1, menu_changed: 1 },
    })
    // The merged category's posts are listed under the one that stays.
    const list = await server.app.inject('/vi/api/v1/posts/lists/novel/lang-man/')
    expect(
      list
        .json()
        .data.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([onlyFrom.id, both.id, onlyInto.id].sort())
  })

  it('refuses to merge a category into itself, into another post type, or into one that is not there', async () => {
    const movie = await createCategory(server.db, 'movie', 'hai-huoc', { vi: 'Hài hước', en: 'Comedy' })
    const comic = await createCategory(server.db, 'comic', 'hai-huoc', { vi: 'Hài hước', en: 'Comedy' })
    const self = await client.post(api(`/categories/${movie.id}/merge/`), { into: String(movie.id) })
    expect(self.statusCode).toBe(400)
    const across = await client.post(api(`/categories/${movie.id}/merge/`, 'en'), { into: String(comic.id) })
    expect(across.statusCode).toBe(400)
    expect(across.json().message).toBe('Only two categories of the same post type can be merged.')
    expect((await client.post(api(`/categories/${movie.id}/merge/`), { into: '999999' })).statusCode).toBe(
      404,
    )
    expect((await client.post(api(`/categories/${movie.id}/merge/`), { into: 'x' })).statusCode).toBe(400)
    expect(await server.db.select().from(categories).where(eq(categories.id, movie.id))).toHaveLength(1)
  })

  it('deletes a category only when no post is in it, saying so in the page language', async () => {
    const used = await createCategory(server.db, 'comic', 'phieu-luu', { vi: 'Phiêu lưu', en: 'Adventure' })
    await addToCategory(server.db, used.id, [(await createPost(server.db, { posttype: 'comic' })).id])
    const refused = await client.post(api(`/categories/${used.id}/delete/`))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/^Còn 1 bài thuộc danh mục này/)
    const english = await client.post(api(`/categories/${used.id}/delete/`, 'en'))
    expect(english.json().message).toMatch(/^1 posts are still in this category/)
    const unused = await createCategory(server.db, 'comic', 'trong', { vi: 'Trống', en: 'Empty' })
    const res = await client.post(api(`/categories/${unused.id}/delete/`))
    expect(res.statusCode).toBe(200)
    expect(await server.db.select().from(categories).where(eq(categories.id, unused.id))).toEqual([])
    expect(await client.lastAudit()).toMatchObject({
      action: 'category.delete',
      target: `category:${unused.id}`,
      before: { slug: 'trong', posttype: 'comic' },
      after: null,
    })
  })
})

describe('people', () => {
  it('creates, lists and renames a person, audited; the slug stays', async () => {
    const res = await client.post(api('/people/'), { title: 'Trần Anh Hùng' })
    expect(res.statusCode).toBe(200)
    const person = res.json().data
    expect(person).toMatchObject({ slug: 'tran-anh-hung', title: 'Trần Anh Hùng', posts: 0 })
    expect(await client.lastAudit()).toMatchObject({ action: 'person.create', target: `person:${person.id}` })
    expect((await client.post(api('/people/'), { title: 'trần anh hùng' })).statusCode).toBe(409)
    expect((await client.post(api('/people/'), { title: '' })).statusCode).toBe(400)
    const renamed = await client.post(api(`/people/${person.id}/rename/`), { title: 'Tran Anh Hung' })
    expect(renamed.json().data).toMatchObject({
      id: person.id,
      slug: 'tran-anh-hung',
      title: 'Tran Anh Hung',
    })
    expect(await client.lastAudit()).toMatchObject({
      action: 'person.rename',
      before: { title: 'Trần Anh Hùng' },
      after: { title: 'Tran Anh Hung' },
    })
    const listed = (await client.get(api('/people/?q=anh hung'))).json().data
    expect(listed).toEqual([{ id: person.id, slug: 'tran-anh-hung', title: 'Tran Anh Hung', posts: 0 }])
  })

  it('merges a person into another keeping roles and places, without crediting anyone twice', async () => {
    const from = await createPerson(server.db, 'ngo-thanh-van-2', 'Ngo Thanh Van')
    const into = await createPerson(server.db, 'ngo-thanh-van', 'Ngô Thanh Vân')
    const film = await createPost(server.db, { posttype: 'movie' })
    const other = await createPost(server.db, { posttype: 'movie' })
    await credit(server.db, film.id, from.id, 'actor', 2)
    await credit(server.db, film.id, from.id, 'director', 0)
    await credit(server.db, film.id, into.id, 'actor', 1)
    await credit(server.db, other.id, from.id, 'actor', 3)
    await server.db.insert(menuEntries).values({
      position: 9,
      entry: { type: 'menu', name: 'van', label: { vi: 'Vân', en: 'Van' }, url: '/actor/ngo-thanh-van-2' },
    })
    const res = await client.post(api(`/people/${from.id}/merge/`), { into: String(into.id) })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: into.id, posts: 2, menu_changed: 1 })
    const credits = await server.db
      .select({ postId: postPeople.postId, role: postPeople.role, position: postPeople.position })
      .from(postPeople)
      .where(eq(postPeople.personId, into.id))
      .orderBy(asc(postPeople.postId), asc(postPeople.role))
    expect(credits).toEqual([
      { postId: film.id, role: 'actor', position: 1 },
      { postId: film.id, role: 'director', position: 0 },
      { postId: other.id, role: 'actor', position: 3 },
    ])
    expect(await server.db.select().from(people).where(eq(people.id, from.id))).toEqual([])
    expect(await client.lastAudit()).toMatchObject({
      action: 'person.merge',
      target: `person:${from.id}`,
      before: { from: { slug: 'ngo-thanh-van-2', posts: 2 } },
      after: { into: { slug: 'ngo-thanh-van', posts: 2 }, menu_changed: 1 },
    })
    const actor = await server.app.inject('/vi/api/v1/posts/actor/ngo-thanh-van/')
    expect(
      actor
        .json()
        .data.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([film.id, other.id].sort())
  })

  it('deletes a person only when no post credits them', async () => {
    const used = await createPerson(server.db, 'dang-dung', 'Đang Dùng')
    await credit(server.db, (await createPost(server.db, { posttype: 'movie' })).id, used.id, 'actor')
    const refused = await client.post(api(`/people/${used.id}/delete/`, 'en'))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/^1 posts still credit this person/)
    const unused = await createPerson(server.db, 'khong-ai', 'Không Ai')
    expect((await client.post(api(`/people/${unused.id}/delete/`))).statusCode).toBe(200)
    expect(await client.lastAudit()).toMatchObject({ action: 'person.delete', before: { slug: 'khong-ai' } })
    expect((await client.post(api(`/people/${unused.id}/delete/`))).statusCode).toBe(404)
  })
})

describe('the admin write limit', () => {
  let limited: TestServer
  let limitedClient: Awaited<ReturnType<typeof adminClient>>
  beforeAll(async () => {
    limited = await createTestServer({}, { writeLimits: { admin: { perAddress: 1000, perMember: 2 } } })
    limitedClient = await adminClient(limited)
  })
  afterAll(() => limited.close())

  it('counts these writes with the other admin writes: past it, 429 in the page language', async () => {
    const create = (title: string, lang = 'vi') =>
      limitedClient.post(`/${lang}/api/v1/admin/people/`, { title })
    expect((await create('Một')).statusCode).toBe(200)
    expect((await create('Hai')).statusCode).toBe(200)
    const third = await create('Ba', 'en')
    expect(third.statusCode).toBe(429)
    expect(third.json()).toEqual({ status: 'error', message: 'Too many requests, please try again later.' })
    expect(await limited.db.select().from(people)).toHaveLength(2)
  })
})
