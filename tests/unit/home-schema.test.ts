import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { moduleLinks } from '../../src/features/home/module-links.ts'
import { homeIndexSchema } from '../../src/features/home/schema.ts'

const post = { id: 7, slug: 'mua-he', title: 'Mùa hè', posttype: 'movie', feature: null, banner: null }
const base = { name: 'm', label: '', button: null }

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
  {
    ...base,
    id: 5,
    type: 'homechat',
    label: 'Trò chuyện',
    items: [],
    button: { type: 'link', label: 'Vào phòng chat', data: { url: 'https://chat.example.com' } },
  },
  { ...base, id: 6, type: 'a_type_from_the_future', items: [{ anything: true }] },
]

const parse = (data: unknown) => v.safeParse(homeIndexSchema, data)

describe('the home index answer', () => {
  it('reads every module type of the API, and types it does not know yet', () => {
    const result = parse({ navbar: [], modules })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.output.modules.map((module) => module.kind)).toEqual([
      'posts',
      'banner',
      'tabs',
      'links',
      'other',
      'other',
    ])
    const hrefs = result.output.modules.map((module) => moduleLinks(module, 'vi').map((link) => link.href))
    expect(hrefs).toEqual([
      ['/vi/movie/mua-he/'],
      ['https://games.example.com'],
      ['/vi/movie/mua-he/'],
      ['/vi/comics'],
      ['https://chat.example.com'],
      [],
    ])
  })

  it('refuses a post module whose items are not posts', () => {
    const broken = { ...base, id: 1, type: 'itemgrid', items: [{ title: 'no slug' }] }
    expect(parse({ navbar: [], modules: [broken] }).success).toBe(false)
  })

  it('refuses a menu that is not a list', () => {
    expect(parse({ navbar: {}, modules: [] }).success).toBe(false)
  })
})
