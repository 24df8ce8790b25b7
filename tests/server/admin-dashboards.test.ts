import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardModules, menuEntries } from '../../server/db/schema.ts'
import { demoDashboards } from '../../server/demo/dashboards.ts'
import { demoMenu } from '../../server/demo/menu.ts'
import { demoCatalogue } from '../../server/demo/seed.ts'
import { storedMenuEntrySchema, storedModuleSchema } from '../../src/contract/schemas/admin-dashboards.ts'
import { adminClient, refusals } from './admin-client.ts'
import { addToCategory, createCategory, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let client: Awaited<ReturnType<typeof adminClient>>
let films: { id: number; slug: string }[]
let hidden: { id: number }
let comic: { id: number }

beforeAll(async () => {
  server = await createTestServer()
  client = await adminClient(server)
  const action = await createCategory(server.db, 'movie', 'hanh-dong', { vi: 'Hành động', en: 'Action' })
  films = []
  for (const views of [30, 20, 10])
    films.push(await createPost(server.db, { posttype: 'movie', viewsDay: views }))
  await addToCategory(server.db, action.id, [films[0]!.id, films[2]!.id])
  hidden = await createPost(server.db, { posttype: 'movie', status: 'unpublished' })
  comic = await createPost(server.db, { posttype: 'comic' })
})
afterAll(() => server.close())

const admin = (path: string, lang = 'vi') => `/${lang}/api/v1/admin${path}`
const visitorGet = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)
const withoutIds = (modules: { id: unknown }[]) => modules.map(({ id: _id, ...rest }) => rest)

const moduleSet = () => [
  { type: 'blocklabel', name: 'heading', label: { vi: 'Phim hay', en: 'Good films' } },
  {
    type: 'itemgrid',
    name: 'action',
    label: { vi: 'Hành động', en: 'Action' },
    source: { posttype: 'movie', sortby: 'views_day__desc', category: 'hanh-dong', limit: 5 },
    button: {
      type: 'more',
      label: { vi: 'Xem thêm', en: 'More' },
      data: { url: '/movie/category/hanh-dong' },
    },
  },
  {
    type: 'itemslider',
    name: 'picked',
    label: { vi: 'Chọn lọc', en: 'Picked' },
    source: { posttype: 'movie', limit: 5, ids: [films[2]!.id, hidden.id, films[0]!.id] },
  },
  {
    type: 'slider',
    name: 'banners',
    items: [{ title: { vi: 'Mới', en: 'New' }, image: 'banners/new.jpg', slug: 'https://example.com/new' }],
  },
]

describe('who may call the dashboard and menu calls', () => {
  const calls: [string, (as: { token: string | null; csrf: boolean }) => ReturnType<typeof client.get>][] = [
    ['GET dashboards', (as) => client.get(admin('/dashboards/movie/'), as.token)],
    ['GET menu', (as) => client.get(admin('/menu/'), as.token)],
    ['POST dashboards', (as) => client.postJson(admin('/dashboards/movie/'), { modules: [] }, as)],
    ['POST preview', (as) => client.postJson(admin('/dashboards/movie/preview/'), { modules: [] }, as)],
    ['POST menu', (as) => client.postJson(admin('/menu/'), { entries: [] }, as)],
  ]
  it.each(calls)(
    '%s: 401 for a visitor, 403 for a member (and without a CSRF token on a write)',
    async (name, call) => {
      const refused = await refusals(call, { admin: client.admin.token, member: client.member.token })
      expect(refused).toMatchObject({
        visitor: 401,
        member: 403,
        memberMessage: 'Chỉ quản trị viên mới dùng được chức năng này.',
      })
      if (name.startsWith('POST')) expect(refused.noCsrf).toBe(403)
    },
  )
})

describe('dashboards', () => {
  it('saves a page’s modules in order, audited with before and after, and visitors get them at once', async () => {
    const cached = await visitorGet('/home/movie/')
    expect(cached.json().data.modules).toEqual([])
    const res = await client.postJson(admin('/dashboards/movie/'), { modules: moduleSet() })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.modules.map((m: { name: string }) => m.name)).toEqual([
      'heading',
      'action',
      'picked',
      'banners',
    ])
    // What the admin reads back is what is stored, ready to be edited and sent again.
    const read = await client.get(admin('/dashboards/movie/'))
    expect(read.json().data).toEqual({ page: 'movie', modules: res.json().data.modules })
    expect(read.json().data.modules[1].source).toEqual({
      posttype: 'movie',
      sortby: 'views_day__desc',
      category: 'hanh-dong',
      limit: 5,
    })
    expect(await client.lastAudit()).toMatchObject({
      actor: client.admin.user.email,
      action: 'dashboard.save',
      target: 'dashboard:movie',
      before: [],
      after: read.json().data.modules,
    })

    const served = (await visitorGet('/home/movie/', 'en')).json().data.modules
    expect(served.map((m: { type: string; label: string }) => [m.type, m.label])).toEqual([
      ['blocklabel', 'Good films'],
      ['itemgrid', 'Action'],
      ['itemslider', 'Picked'],
      ['slider', ''],
    ])
    expect(served[1].items.map((p: { id: number }) => p.id)).toEqual([films[0]!.id, films[2]!.id])
    // Chosen posts come in the order chosen; an unpublished one is left out.
    expect(served[2].items.map((p: { id: number }) => p.id)).toEqual([films[2]!.id, films[0]!.id])
    expect(served[3].items[0]).toMatchObject({ title: 'New', slug: 'https://example.com/new' })

    // Saving again replaces the page whole; the audit keeps what was there.
    const again = await client.postJson(admin('/dashboards/movie/'), { modules: moduleSet().slice(0, 1) })
    expect(again.statusCode).toBe(200)
    expect(await client.lastAudit()).toMatchObject({
      before: read.json().data.modules,
      after: [moduleSet()[0]],
    })
    const rows = await server.db
      .select()
      .from(dashboardModules)
      .where(eq(dashboardModules.page, 'movie'))
      .orderBy(asc(dashboardModules.position))
    expect(rows.map((row) => row.module.name)).toEqual(['heading'])
    expect((await visitorGet('/home/movie/')).json().data.modules).toHaveLength(1)
  })

  it('keeps one whole save of several sent at once, never two mixed', async () => {
    const set = (name: string) => ({
      modules: [1, 2, 3].map((i) => ({ type: 'space', name: `${name}${i}` })),
    })
    const saves = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => client.postJson(admin('/dashboards/game/'), set(name))),
    )
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200, 200])
    const rows = await server.db
      .select()
      .from(dashboardModules)
      .where(eq(dashboardModules.page, 'game'))
      .orderBy(asc(dashboardModules.position))
    // One whole save, whichever came last: never two mixed.
    expect(['a', 'b', 'c', 'd'].map((name) => [1, 2, 3].map((i) => `${name}${i}`))).toContainEqual(
      rows.map((row) => row.module.name),
    )
  })

  it('previews modules as visitors would get them, without saving anything', async () => {
    await client.postJson(admin('/dashboards/comic/'), { modules: [] })
    const before = await server.db.select().from(dashboardModules)
    const audited = await client.lastAudit()
    const preview = await client.postJson(admin('/dashboards/movie/preview/', 'en'), { modules: moduleSet() })
    expect(preview.statusCode).toBe(200)
    expect(await server.db.select().from(dashboardModules)).toEqual(before)
    expect((await client.lastAudit())?.id).toBe(audited?.id)
    // Saved, the same modules are served the same, but for the ids saving gives them.
    await client.postJson(admin('/dashboards/movie/'), { modules: moduleSet() })
    const served = (await visitorGet('/home/movie/', 'en')).json().data
    expect(withoutIds(preview.json().data.modules)).toEqual(withoutIds(served.modules))
    expect(preview.json().data.tabs).toEqual(served.tabs)

    // The home's preview comes with the menu, as the home's answer does.
    const home = await client.postJson(admin('/dashboards/index/preview/'), {
      modules: moduleSet().slice(0, 1),
    })
    expect(Object.keys(home.json().data).sort()).toEqual(['modules', 'navbar'])
    // A section's preview narrowed to a category, as its tab would; a category of another type is a 404.
    const [action] = (await visitorGet('/home/movie/')).json().data.tabs
    const narrowed = await client.postJson(admin('/dashboards/movie/preview/'), {
      modules: [{ type: 'itemslist', name: 'all', source: { posttype: 'movie', limit: 10 } }],
      category: action.id,
    })
    expect(narrowed.json().data.modules[0].items.map((p: { id: number }) => p.id)).toEqual([
      films[0]!.id,
      films[2]!.id,
    ])
    const other = await client.postJson(admin('/dashboards/comic/preview/'), {
      modules: [],
      category: action.id,
    })
    expect(other.statusCode).toBe(404)
  })

  const tooMany = Array.from({ length: 41 }, (_, i) => ({ type: 'space', name: `s${i}` }))
  it.each([
    ['an unknown page', '/dashboards/blog/', { modules: [] }, /^Giá trị page /],
    [
      'an unknown module type',
      '/dashboards/movie/',
      { modules: [{ type: 'carousel', name: 'x' }] },
      /^Giá trị modules\.0\.type /,
    ],
    ['too many modules', '/dashboards/movie/', { modules: tooMany }, /tối đa 40 mô-đun/],
    [
      'a source over the cap',
      '/dashboards/movie/',
      { modules: [{ type: 'itemgrid', name: 'x', source: { posttype: 'movie', limit: 51 } }] },
      /^Giá trị modules\.0\.source\.limit không hợp lệ: chỉ được tối đa 50/,
    ],
    [
      'a list without its source',
      '/dashboards/movie/',
      { modules: [{ type: 'itemgrid', name: 'x' }] },
      /^Giá trị modules\.0\.source /,
    ],
    [
      'a label too long',
      '/dashboards/movie/',
      { modules: [{ type: 'blocklabel', name: 'x', label: { vi: 'a'.repeat(81), en: 'b' } }] },
      /^Giá trị modules\.0\.label\.vi không hợp lệ: chỉ được có tối đa 80/,
    ],
    [
      'a sort that does not exist',
      '/dashboards/movie/',
      {
        modules: [{ type: 'itemgrid', name: 'x', source: { posttype: 'movie', sortby: 'random', limit: 3 } }],
      },
      /^Giá trị modules\.0\.source\.sortby /,
    ],
    [
      'a script link',
      '/dashboards/movie/',
      {
        modules: [
          {
            type: 'blocklabel',
            name: 'x',
            button: { type: 'more', label: { vi: 'a', en: 'a' }, data: { url: 'javascript:alert(1)' } },
          },
        ],
      },
      /^Giá trị modules\.0\.button\.data\.url không hợp lệ: phải là một đường dẫn trong ứng dụng/,
    ],
    [
      'a category its post type lacks',
      '/dashboards/movie/',
      {
        modules: [
          { type: 'itemgrid', name: 'x', source: { posttype: 'movie', category: 'khong-co', limit: 3 } },
        ],
      },
      /^Loại bài movie không có danh mục 'khong-co'/,
    ],
    [
      'a chosen post of another type',
      '/dashboards/movie/',
      { modules: [{ type: 'itemgrid', name: 'x', source: { posttype: 'movie', limit: 3, ids: [-1] } }] },
      /^Giá trị modules\.0\.source\.ids\.0 /,
    ],
  ])('refuses %s with a 400', async (_, path, body, message) => {
    const before = await server.db.select().from(dashboardModules)
    const res = await client.postJson(admin(path), body)
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe('error')
    expect(res.json().message).toMatch(message)
    expect(await server.db.select().from(dashboardModules)).toEqual(before)
  })

  it('refuses chosen posts that are not of the source’s type, and a body that is not JSON', async () => {
    const res = await client.postJson(admin('/dashboards/movie/', 'en'), {
      modules: [{ type: 'itemgrid', name: 'x', source: { posttype: 'movie', limit: 3, ids: [comic.id] } }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`There is no movie post with id ${comic.id}.`)
    const form = await client.post(admin('/dashboards/movie/'), { modules: '[]' })
    expect(form.statusCode).toBe(415)
    expect(form.json()).toEqual({ status: 'error', message: 'Nội dung yêu cầu phải là JSON.' })
  })
})

describe('the side menu', () => {
  const entries = [
    { type: 'block', name: 'logo' },
    { type: 'menu', name: 'films', label: { vi: 'Phim', en: 'Films' }, icon: 'film', url: '/movies' },
    {
      type: 'menu',
      name: 'more',
      label: { vi: 'Thêm', en: 'More' },
      items: [{ name: 'blog', label: { vi: 'Blog', en: 'Blog' }, url: 'https://example.com/blog' }],
    },
    { type: 'line', name: 'rule', isLogin: true },
  ]

  it('saves the entries in order, audited; the home answer’s menu shows them at once', async () => {
    expect((await visitorGet('/home/index/')).json().data.navbar).toEqual([])
    const res = await client.postJson(admin('/menu/'), { entries })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.entries).toEqual(entries)
    expect((await client.get(admin('/menu/'))).json().data.entries).toEqual(entries)
    expect(await client.lastAudit()).toMatchObject({
      action: 'menu.save',
      target: 'menu:side',
      before: [],
      after: entries,
    })
    const navbar = (await visitorGet('/home/index/', 'en')).json().data.navbar
    expect(navbar.map((e: { label: string }) => e.label)).toEqual(['', 'Films', 'More', ''])
    expect(navbar[2].items[0]).toMatchObject({ label: 'Blog', url: 'https://example.com/blog' })
    const rows = await server.db.select().from(menuEntries)
    expect(rows).toHaveLength(4)
  })

  it.each([
    [
      'a link leaving the site through //',
      [{ type: 'menu', name: 'x', url: '//evil.example' }],
      /^Giá trị entries\.0\.url /,
    ],
    ['an unknown entry type', [{ type: 'button', name: 'x' }], /^Giá trị entries\.0\.type /],
    [
      'a colour that is not one',
      [{ type: 'line', name: 'x', color: 'red;x' }],
      /^Giá trị entries\.0\.color /,
    ],
    [
      'too many entries',
      Array.from({ length: 41 }, (_, i) => ({ type: 'line', name: `l${i}` })),
      /tối đa 40 mục/,
    ],
  ])('refuses %s with a 400', async (_, bad, message) => {
    const res = await client.postJson(admin('/menu/'), { entries: bad })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(message)
    expect(await server.db.select().from(menuEntries)).toHaveLength(4)
  })
})

describe('what is stored already', () => {
  it('the demo’s dashboards and menu pass the admin schemas unchanged, so what an admin reads can be saved back', () => {
    const modules = Object.values(demoDashboards(demoCatalogue().posts)).flat()
    expect(modules.length).toBeGreaterThan(20)
    for (const module of modules) expect(v.parse(storedModuleSchema, module)).toEqual(module)
    for (const entry of demoMenu) expect(v.parse(storedMenuEntrySchema, entry)).toEqual(entry)
  })
})
