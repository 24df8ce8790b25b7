import { describe, expect, it } from 'vitest'
import type { HomeIndex } from '../../src/contract/schemas/home.ts'
import { parentPath } from '../../src/features/layout/parent-path.ts'
import { activeSection, externalSites, isCurrent, showsFooter } from '../../src/features/layout/sections.ts'
import { inOtherLanguage } from '../../src/shared/i18n/choose-language.ts'

describe("the header's back button", () => {
  it('has nowhere to go from the language home', () => {
    expect(parentPath('/vi')).toBeNull()
    expect(parentPath('/en')).toBeNull()
    expect(parentPath('/')).toBeNull()
  })

  it('leads from a reader to its story, from a post or category to its section, else home', () => {
    expect(parentPath('/vi/comic/kiem-si/3')).toBe('/vi/comic/kiem-si')
    expect(parentPath('/en/novel/chiec-o/12')).toBe('/en/novel/chiec-o')
    expect(parentPath('/vi/movie/tinh-yeu')).toBe('/vi/movies')
    expect(parentPath('/vi/game/category/dua-xe')).toBe('/vi/games')
    expect(parentPath('/vi/novel/chiec-o')).toBe('/vi')
    expect(parentPath('/vi/movies')).toBe('/vi')
    expect(parentPath('/vi/search')).toBe('/vi')
    expect(parentPath('/vi/user/login')).toBe('/vi')
  })
})

describe("the bottom bar's active item", () => {
  it('is matched from the path', () => {
    expect(activeSection('/vi')).toBe('home')
    expect(activeSection('/en')).toBe('home')
    expect(activeSection('/vi/movies')).toBe('movie')
    expect(activeSection('/vi/movie/tinh-yeu')).toBe('movie')
    expect(activeSection('/vi/comic/kiem-si/3')).toBe('comic')
    expect(activeSection('/vi/novel/chiec-o')).toBe('novel')
    expect(activeSection('/vi/novels')).toBe('novel')
    expect(activeSection('/vi/games')).toBe('game')
    expect(activeSection('/vi/search')).toBeNull()
    expect(activeSection('/vi/moviesque')).toBeNull()
  })

  it('is the listed post type on a list page', () => {
    expect(activeSection('/vi/list', 'comic')).toBe('comic')
    expect(activeSection('/vi/list')).toBeNull()
  })
})

describe('the outside sites', () => {
  const home = (navbar: HomeIndex['navbar'], modules: unknown[] = []) =>
    ({ navbar, modules }) as unknown as HomeIndex

  it('take chat from the menu and games from the banner that opens the games site', () => {
    const sites = externalSites(
      home(
        [
          { name: 'chat', type: 'menu', url: 'https://chat.example.org', items: [] },
          { name: 'game', type: 'menu', url: '/games', items: [] },
        ],
        [
          {
            kind: 'banner',
            type: 'slider',
            items: [
              { slug: '/movie/a/' },
              { slug: 'https://news.example.org/' },
              { slug: 'https://games.example.org/' },
            ],
          },
        ],
      ),
    )
    expect(sites).toEqual({ chat: 'https://chat.example.org', games: 'https://games.example.org/' })
  })

  it('prefer a game entry with an address of its own, and are none when nothing names them', () => {
    const own = externalSites(
      home([{ name: 'game', type: 'menu', url: 'https://play.example.org', items: [] }]),
    )
    expect(own.games).toBe('https://play.example.org')
    expect(externalSites(undefined)).toEqual({ games: null, chat: null })
  })
})

describe('the footer', () => {
  it('is hidden on paths containing /list', () => {
    expect(showsFooter('/vi/list')).toBe(false)
    expect(showsFooter('/vi/movie/phim-le/lists')).toBe(false)
    expect(showsFooter('/vi/movies')).toBe(true)
  })
})

describe("a menu link's mark", () => {
  it('goes to the link of the section a page belongs to, and to no outside site', () => {
    expect(isCurrent('/vi/movies', '/vi/movie/tinh-yeu')).toBe(true)
    expect(isCurrent('/vi/comics', '/vi/comic/kiem-si/3')).toBe(true)
    expect(isCurrent('/vi/novels', '/vi/novel/chiec-o/2')).toBe(true)
    expect(isCurrent('/vi/comics', '/vi/novel/chiec-o/2')).toBe(false)
    expect(isCurrent('/vi/games', '/vi/games')).toBe(true)
    expect(isCurrent('https://games.example.org/', '/vi/games')).toBe(false)
    expect(isCurrent('/vi', '/vi/movies')).toBe(false)
    expect(isCurrent('/vi', '/vi')).toBe(true)
    expect(isCurrent('/vi/comics', '/vi/list', 'comic')).toBe(true)
  })

  it('goes to a link outside the sections on its own page only', () => {
    expect(isCurrent('/vi/saved', '/vi/saved')).toBe(true)
    expect(isCurrent('/vi/saved?tab=comic', '/vi/saved')).toBe(true)
    expect(isCurrent('/vi/saved', '/vi/history')).toBe(false)
  })
})

describe('switching language', () => {
  it('keeps the page, its search and its filters', () => {
    expect(inOtherLanguage('/vi/novel/chiec-o/3', 'en')).toBe('/en/novel/chiec-o/3')
    expect(inOtherLanguage('/en/search?q=kiem&filter=comic&sortby=views__desc', 'vi')).toBe(
      '/vi/search?q=kiem&filter=comic&sortby=views__desc',
    )
    expect(inOtherLanguage('/vi', 'en')).toBe('/en')
    expect(inOtherLanguage('/vi?x=1#top', 'en')).toBe('/en?x=1#top')
    expect(inOtherLanguage('/', 'en')).toBe('/en')
    expect(inOtherLanguage('/video/x', 'en')).toBe('/en/video/x')
  })
})
