import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type DashboardModule, modulesSchema } from '../../src/contract/schemas/dashboards.ts'
import { homeIndexSchema } from '../../src/contract/schemas/home.ts'
import { viewMoreHref } from '../../src/features/dashboard/links.ts'

const post = { id: 7, slug: 'mua-he', title: 'Mùa hè', posttype: 'movie', feature: null, banner: null }
const base = { name: 'm', label: '', button: null }
const button = (sortby?: string) => ({
  type: 'list',
  label: 'Xem thêm',
  data: { api: '/posts/lists/movie/', posttype: 'movie', ...(sortby && { sortby }) },
})

const modules = [
  { ...base, id: 1, type: 'itemgrid', label: 'Phim hay', items: [post] },
  { ...base, id: 2, type: 'slider', items: [{ id: 1, title: 'Banner', slug: 'https://games.example.com' }] },
  {
    ...base,
    id: 3,
    type: 'itemstab',
    items: [{ id: 1, label: 'Hot', slug: 'hot', api: '/x', items: [post] }],
  },
  {
    ...base,
    id: 4,
    type: 'type_tabs',
    items: [{ posttype: 'comic', label: 'Truyện tranh', url: '/comics' }],
  },
  { ...base, id: 5, type: 'blocklabel', label: 'Nhãn' },
  { ...base, id: 6, type: 'space', height: 16, items: [] },
  {
    ...base,
    id: 7,
    type: 'homechat',
    label: 'Trò chuyện',
    items: [],
    button: { type: 'link', label: 'Vào phòng chat', data: { url: 'https://chat.example.com' } },
  },
  { ...base, id: 8, type: 'a_type_from_the_future', items: [{ anything: true }] },
]

const parse = (data: unknown) => v.parse(modulesSchema, data)

describe('the modules of a dashboard answer', () => {
  it('reads every module type of the API, and types it does not know yet', () => {
    expect(parse(modules).map((module) => module.kind)).toEqual([
      'posts',
      'banner',
      'tabs',
      'links',
      'label',
      'space',
      'chat',
      'other',
    ])
  })

  it('leaves out a module that does not match its type and keeps the others', () => {
    const broken = { ...base, id: 9, type: 'itemgrid', items: 'none' }
    const noType = { ...base, id: 10, items: [] }
    expect(parse([broken, modules[0], noType, modules[4]]).map((module) => module.id)).toEqual([1, 5])
  })

  it('leaves out a card that is not a post and keeps the rest of the list', () => {
    const [grid] = parse([{ ...modules[0], items: [{ title: 'no slug' }, post] }])
    expect(grid?.kind === 'posts' && grid.items.map((item) => item.slug)).toEqual(['mua-he'])
  })

  it('refuses a home index whose menu or modules are not lists', () => {
    expect(v.safeParse(homeIndexSchema, { navbar: {}, modules: [] }).success).toBe(false)
    expect(v.safeParse(homeIndexSchema, { navbar: [], modules: 'none' }).success).toBe(false)
    expect(v.safeParse(homeIndexSchema, { navbar: [], modules: [{ id: 1 }] }).success).toBe(true)
  })
})

describe('where view more leads', () => {
  const moduleOf = (type: string, sortby?: string) =>
    parse([
      { ...base, id: 1, type, posttype: 'movie', items: [post], button: button(sortby) },
    ])[0] as DashboardModule

  it('opens the view-more page /{lang}/{type}/{sort}/lists for a horizontal list', () => {
    expect(viewMoreHref(moduleOf('itemshorizontal', 'views_week__desc'), 'vi')).toBe(
      '/vi/movie/views_week__desc/lists',
    )
    expect(viewMoreHref(moduleOf('itemshorizontal'), 'en')).toBe('/en/movie/all/lists')
  })

  it('opens the list screen with api, posttype and sortby for the other lists', () => {
    expect(viewMoreHref(moduleOf('itemgrid', 'created_at__desc'), 'vi')).toBe(
      '/vi/list?api=%2Fposts%2Flists%2Fmovie%2F&posttype=movie&sortby=created_at__desc',
    )
  })

  it('has no link when the button names no list', () => {
    expect(viewMoreHref(parse([modules[6]])[0] as DashboardModule, 'vi')).toBeNull()
    expect(viewMoreHref(parse([modules[0]])[0] as DashboardModule, 'vi')).toBeNull()
  })
})
