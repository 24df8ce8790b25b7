import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../../src/features/home/schema.ts'
import { listedEntries, visibleEntries } from '../../src/features/layout/nav-entries.ts'

const entry = (name: string, isLogin?: boolean): MenuEntry => ({
  name,
  type: 'menu',
  label: name,
  isLogin,
  items: [],
})

const menu = [
  entry('movie'),
  entry('login', false),
  entry('logout', true),
  entry('chat'),
  entry('saved', undefined),
]
const names = (entries: MenuEntry[]) => entries.map((e) => e.name)

describe('the side menu (spec §4)', () => {
  it('shows a visitor the entries for visitors and everyone, without chat', () => {
    expect(names(visibleEntries(menu, false))).toEqual(['movie', 'login', 'saved'])
  })

  it('shows a member the entries for members and everyone, chat included', () => {
    expect(names(visibleEntries(menu, true))).toEqual(['movie', 'logout', 'chat', 'saved'])
  })

  it('lists labelled entries and the rules between them, but not the logo block or spacers', () => {
    const drawer: MenuEntry[] = [
      { ...entry('logo'), type: 'block', label: 'Mọt' },
      { ...entry('login', false), type: 'block', label: 'Đăng nhập' },
      { ...entry('space'), type: 'space', label: '' },
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('comic'), label: '  ' },
      { ...entry('movie'), label: 'Phim' },
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('logout', true), label: 'Đăng xuất' },
    ]
    expect(names(listedEntries(drawer, false))).toEqual(['login', 'line', 'movie'])
  })
})
