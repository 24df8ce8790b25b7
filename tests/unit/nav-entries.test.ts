import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '../../src/contract/schemas/home.ts'
import { entryIcon, listedEntries, visibleEntries } from '../../src/features/layout/nav-entries.ts'

const entry = (name: string, isLogin?: boolean, type = 'menu'): MenuEntry => ({
  name,
  type,
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

  it('draws the blocks, spacers and rules, but no rule with nothing to separate', () => {
    const drawer: MenuEntry[] = [
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('logo', undefined, 'block'), label: '' },
      { ...entry('login', false, 'block'), label: 'Đăng nhập' },
      { ...entry('user', true, 'block'), label: 'Tài khoản' },
      { ...entry('space', undefined, 'space'), label: '' },
      { ...entry('comic'), label: '  ' },
      { ...entry('movie'), label: 'Phim' },
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('line'), type: 'line', label: '' },
      { ...entry('logout', true), label: 'Đăng xuất' },
      { ...entry('space', undefined, 'space'), label: '' },
    ]
    expect(names(listedEntries(drawer, false))).toEqual(['logo', 'login', 'space', 'movie'])
    expect(names(listedEntries(drawer, true))).toEqual(['logo', 'user', 'space', 'movie', 'line', 'logout'])
  })

  it("draws the server's icon, else one chosen by the entry's name", () => {
    expect(entryIcon({ ...entry('savedContents'), icon: 'bookmark' })).toBe('bookmark')
    expect(entryIcon({ ...entry('historyContents'), icon: 'unknown-icon' })).toBe('history')
    expect(entryIcon(entry('somewhere-else'))).toBe('link')
  })
})
