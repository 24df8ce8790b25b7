import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type DashboardPage,
  dashboardModules,
  menuEntries,
  type StoredMenuEntry,
  type StoredModule,
} from '../../server/db/schema.ts'
import { addToCategory, createCategory, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const get = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug)
const moduleIds: Record<string, number> = {}
let horror: { id: number }
let comedy: { id: number }
let romance: { id: number }

const menu: StoredMenuEntry[] = [
  { type: 'block', name: 'logo' },
  { type: 'block', name: 'login', isLogin: false },
  {
    type: 'menu',
    name: 'languages',
    label: { vi: 'Ngôn ngữ', en: 'Languages' },
    icon: 'globe',
    items: [
      { name: 'vi', label: { vi: 'Tiếng Việt', en: 'Vietnamese' }, url: '/vi' },
      { name: 'en', label: { vi: 'Tiếng Anh', en: 'English' }, url: '/en' },
    ],
  },
  { type: 'space', name: 'gap', height: 12 },
  { type: 'menu', name: 'logout', label: { vi: 'Đăng xuất', en: 'Log out' }, isLogin: true },
]

const movieSource = { posttype: 'movie', sortby: 'views_day__desc', limit: 2 } as const
const modules: [DashboardPage, string, StoredModule][] = [
  [
    'index',
    'banner',
    {
      type: 'slider',
      name: 'banner',
      items: [
        {
          title: { vi: 'Phim hay', en: 'Great films' },
          description: { vi: 'Xem ngay', en: 'Watch now' },
          image: 'banners/one.webp',
          slug: '/movie/phim-1/',
        },
        {
          title: { vi: 'Trò chơi', en: 'Games' },
          image: 'https://cdn.example.org/b.jpg',
          image_mobile: 'banners/b-mobile.webp',
          slug: 'https://games.example.org/',
        },
      ],
    },
  ],
  [
    'index',
    'types',
    {
      type: 'type_tabs',
      name: 'types',
      items: [{ posttype: 'movie', label: { vi: 'Phim', en: 'Movies' }, url: '/movies' }],
    },
  ],
  [
    'index',
    'trending',
    {
      type: 'itemshorizontal',
      name: 'trending',
      label: { vi: 'Phim thịnh hành', en: 'Trending films' },
      source: movieSource,
      button: {
        type: 'posts',
        label: { vi: 'Xem thêm', en: 'More' },
        data: { api: '/posts/lists/movie', posttype: 'movie', sortby: 'views_day__desc' },
      },
      backgroundColor: '#101010',
      filterKey: 'category',
    },
  ],
  ['index', 'space', { type: 'space', name: 'space', height: 24 }],
  [
    'index',
    'tabs',
    {
      type: 'itemstab',
      name: 'tabs',
      label: { vi: 'Theo thể loại', en: 'By genre' },
      tabs: [
        {
          label: { vi: 'Kinh dị', en: 'Horror' },
          slug: 'kinh-di',
          source: { ...movieSource, category: 'kinh-di', limit: 10 },
        },
        {
          label: { vi: 'Truyện', en: 'Comics' },
          slug: 'truyen',
          source: { posttype: 'comic', sortby: 'like_count__desc', limit: 10 },
        },
      ],
    },
  ],
  [
    'index',
    'posttypes',
    {
      type: 'posttype_slider',
      name: 'posttypes',
      items: [
        {
          posttype: 'comic',
          label: { vi: 'Truyện tranh', en: 'Comics' },
          image: 'icons/comic.webp',
          url: '/comics',
        },
      ],
    },
  ],
  [
    'index',
    'chat',
    {
      type: 'homechat',
      name: 'chat',
      label: { vi: 'Trò chuyện', en: 'Chat' },
      button: { type: 'link', label: { vi: 'Mở', en: 'Open' }, data: { url: 'https://chat.example.org/' } },
    },
  ],
  ['movie', 'label', { type: 'blocklabel', name: 'label', label: { vi: 'Phim mới', en: 'New films' } }],
  [
    'movie',
    'newest',
    { type: 'itemgrid', name: 'newest', posttype: 'movie', source: { ...movieSource, limit: 10 } },
  ],
  [
    'movie',
    'comics',
    { type: 'itemslist', name: 'comics', source: { posttype: 'comic', sortby: 'views__desc', limit: 10 } },
  ],
  [
    'movie',
    'comedies',
    { type: 'itemslider', name: 'comedies', source: { ...movieSource, category: 'hai' } },
  ],
  [
    'search',
    'popular',
    { type: 'itemslider', name: 'popular', source: { ...movieSource, sortby: 'views__desc', limit: 1 } },
  ],
]

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  await db.insert(menuEntries).values(menu.map((entry, position) => ({ entry, position })).reverse())
  for (const [position, [page, key, module]] of modules.entries()) {
    const [row] = await db.insert(dashboardModules).values({ page, position, module }).returning()
    moduleIds[key] = row!.id
  }
  horror = await createCategory(db, 'movie', 'kinh-di', { vi: 'Kinh dị', en: 'Horror' })
  comedy = await createCategory(db, 'movie', 'hai', { vi: 'Hài', en: 'Comedy' })
  romance = await createCategory(db, 'comic', 'tinh-cam', { vi: 'Tình cảm', en: 'Romance' })
  const films = []
  for (let i = 1; i <= 4; i++) {
    films.push(
      await createPost(db, {
        posttype: 'movie',
        slug: `phim-${i}`,
        titleEn: `Film ${i}`,
        viewsDay: i,
        views: 10 - i,
      }),
    )
  }
  await addToCategory(db, horror.id, [films[0]!.id, films[1]!.id])
  await addToCategory(db, comedy.id, [films[2]!.id])
  const comic = await createPost(db, { posttype: 'comic', slug: 'truyen-1', likeCount: 5 })
  await addToCategory(db, romance.id, [comic.id])
})
afterAll(() => server.close())

describe('GET /home/index/', () => {
  it('answers the side menu in the language of the URL, keeping isLogin only where stored', async () => {
    const res = await get('/home/index/', 'en')
    expect(res.statusCode).toBe(200)
    const { navbar } = res.json().data
    expect(navbar.map((entry: { name: string }) => entry.name)).toEqual([
      'logo',
      'login',
      'languages',
      'gap',
      'logout',
    ])
    expect(navbar[0]).toEqual({ type: 'block', name: 'logo', label: '', items: [] })
    expect(navbar[1].isLogin).toBe(false)
    expect(navbar[2]).toMatchObject({
      label: 'Languages',
      icon: 'globe',
      items: [
        { name: 'vi', label: 'Vietnamese', url: '/vi' },
        { name: 'en', label: 'English', url: '/en' },
      ],
    })
    expect(navbar[3]).toMatchObject({ type: 'space', height: 12 })
    expect(navbar[4]).toMatchObject({ label: 'Log out', isLogin: true })
  })

  it('answers the home modules in order, each with its row id and items filled', async () => {
    const res = await get('/home/index/')
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/)
    const list = res.json().data.modules
    expect(list.map((m: { id: number }) => m.id)).toEqual(
      ['banner', 'types', 'trending', 'space', 'tabs', 'posttypes', 'chat'].map((key) => moduleIds[key]),
    )
    const [banner, types, trending, space, tabs, posttypes, chat] = list
    expect(banner).toMatchObject({ type: 'slider', name: 'banner', label: '', button: null, posttype: null })
    expect(banner.items[0]).toEqual({
      id: 1,
      title: 'Phim hay',
      description: 'Xem ngay',
      images: {
        path: '/media/banners/one.webp',
        resizable: true,
        width: 1200,
        height: 675,
      },
      images_mobile: expect.objectContaining({ path: '/media/banners/one.webp' }),
      slug: '/movie/phim-1/',
    })
    expect(banner.items[1]).toMatchObject({
      description: '',
      images: { path: 'https://cdn.example.org/b.jpg', resizable: false },
      images_mobile: { path: '/media/banners/b-mobile.webp' },
      slug: 'https://games.example.org/',
    })
    expect(types.items).toEqual([{ posttype: 'movie', label: 'Phim', url: '/movies' }])
    expect(trending).toMatchObject({
      type: 'itemshorizontal',
      label: 'Phim thịnh hành',
      posttype: 'movie',
      backgroundColor: '#101010',
      filterKey: 'category',
      height: null,
      images: null,
      button: {
        type: 'posts',
        label: 'Xem thêm',
        data: { api: '/posts/lists/movie', sortby: 'views_day__desc' },
      },
    })
    expect(slugs(trending.items)).toEqual(['phim-4', 'phim-3'])
    expect(trending.items[1]).toMatchObject({
      posttype: 'movie',
      categories: [{ id: comedy.id, name: 'Hài' }],
    })
    expect(space).toMatchObject({ type: 'space', height: 24, items: [] })
    expect(tabs.items).toMatchObject([
      { id: 1, label: 'Kinh dị', slug: 'kinh-di', api: '/posts/lists/movie/' },
      { id: 2, label: 'Truyện', slug: 'truyen', api: '/posts/lists/comic/' },
    ])
    expect(slugs(tabs.items[0].items)).toEqual(['phim-2', 'phim-1'])
    expect(slugs(tabs.items[1].items)).toEqual(['truyen-1'])
    expect(posttypes.items).toEqual([
      { posttype: 'comic', label: 'Truyện tranh', image: '/media/icons/comic.webp', url: '/comics' },
    ])
    expect(chat).toMatchObject({
      type: 'homechat',
      label: 'Trò chuyện',
      button: { data: { url: 'https://chat.example.org/' } },
    })
  })

  it('speaks English on /en', async () => {
    const list = (await get('/home/index/', 'en')).json().data.modules
    expect(list[2]).toMatchObject({ label: 'Trending films', button: { label: 'More' } })
    expect(list[2].items[0].title).toBe('Film 4')
    expect(list[0].items[0].title).toBe('Great films')
  })
})

describe('GET /home/{type}/', () => {
  it("answers the section's modules and its categories as tabs", async () => {
    const res = await get('/home/movie/')
    expect(res.statusCode).toBe(200)
    const { modules: list, tabs } = res.json().data
    expect(tabs).toEqual([
      { id: horror.id, name: 'Kinh dị', slug: 'kinh-di', filter: `category__${horror.id}` },
      { id: comedy.id, name: 'Hài', slug: 'hai', filter: `category__${comedy.id}` },
    ])
    expect(list.map((m: { type: string }) => m.type)).toEqual([
      'blocklabel',
      'itemgrid',
      'itemslist',
      'itemslider',
    ])
    expect(list[0]).toMatchObject({ id: moduleIds.label, label: 'Phim mới', items: [] })
    expect(slugs(list[1].items)).toEqual(['phim-4', 'phim-3', 'phim-2', 'phim-1'])
    expect(list[2]).toMatchObject({ posttype: 'comic' })
  })

  it('narrows the sources of that post type to the chosen category', async () => {
    const { modules: list } = (await get(`/home/movie/?filter=category__${horror.id}`)).json().data
    expect(slugs(list[1].items)).toEqual(['phim-2', 'phim-1'])
    // The comic list is another post type, and the comedies have a category of their own: both stay.
    expect(slugs(list[2].items)).toEqual(['truyen-1'])
    expect(slugs(list[3].items)).toEqual(['phim-3'])
  })

  it('answers the search dashboard without tabs', async () => {
    const { data } = (await get('/home/search/')).json()
    expect(data.tabs).toEqual([])
    expect(data.modules).toHaveLength(1)
    expect(slugs(data.modules[0].items)).toEqual(['phim-1'])
  })

  it('rejects a malformed filter, an unknown section, and a category of another type', async () => {
    const bad = await get('/home/movie/?filter=genre__1')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Giá trị filter không hợp lệ: phải là category__{id}',
    })
    const section = await get('/home/music/')
    expect(section.statusCode).toBe(400)
    expect(section.json().message).toBe(
      'Giá trị type không hợp lệ: phải là một trong movie, comic, novel, game, search',
    )
    const other = await get(`/home/movie/?filter=category__${romance.id}`)
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ status: 'error', message: 'Category not found' })
    expect((await get('/home/movie/?filter=category__99999999999')).statusCode).toBe(400)
  })
})
