import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadRecentSearches } from '../../src/features/search/recent-searches.ts'
import { SUGGEST_DEBOUNCE_MS } from '../../src/shared/limits.ts'
import { RECENT_SEARCHES_KEY } from '../../src/shared/storage-keys.ts'
import { page, renderSearch, searchDashboard, stubApi } from './search-setup.tsx'

const suggestions = {
  status: 'success',
  data: {
    posts: [
      {
        title: 'Nhật ký kinh dị',
        slug: 'nhat-ky',
        posttype: 'novel',
        feature: null,
        href: '/vi/novel/nhat-ky',
      },
    ],
    people: [
      { name: 'Kinh Văn', kind: 'author', href: '/vi/search?q=Kinh+V%C4%83n' },
      { name: 'Kinh Hà', kind: 'person', roles: ['actor'], href: '/vi/actor/kinh-ha' },
    ],
    // A malformed line is left out, the others still show.
    categories: [
      { name: 'Kinh dị', slug: 'kinh-di', posttype: 'movie', href: '/vi/movie/category/kinh-di' },
      { name: 42 },
    ],
  },
}

function api() {
  return stubApi((url) => {
    if (url.pathname === '/vi/api/v1/home/search/') return { body: searchDashboard }
    if (url.pathname === '/vi/api/v1/posts/search/suggest/') return { body: suggestions }
    if (url.pathname.includes('/posts/search/')) return page([], false, 0)
  })
}

const box = () => screen.getByRole('combobox', { name: 'Tìm kiếm' })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
  reloadRecentSearches()
  vi.unstubAllGlobals()
  cleanup()
})

describe('the search box as a combobox (ARIA 1.2)', () => {
  it('suggests as a query is typed, walked with the arrow keys, closed with Escape', async () => {
    const calls = api()
    await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: 'kinh' } })
    const list = await screen.findByRole('listbox', { name: 'Gợi ý' })
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(box().getAttribute('aria-controls')).toBe(list.id)
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/vi/novel/nhat-ky',
      '/vi/search?q=Kinh+V%C4%83n',
      '/vi/actor/kinh-ha',
      '/vi/movie/category/kinh-di',
    ])
    // Each person is named by what they are credited as.
    expect(options[1]!.textContent).toContain('Tác giả')
    expect(options[2]!.textContent).toContain('Diễn viên')
    expect(options[2]!.textContent).not.toContain('Đạo diễn')
    expect(within(list).getByRole('group', { name: 'Thể loại' })).toBeTruthy()
    expect(calls.suggestCalls().map((url) => url.search)).toEqual(['?q=kinh'])

    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(box(), { key: 'ArrowUp' })
    expect(box().getAttribute('aria-activedescendant')).toBeNull()
    fireEvent.keyDown(box(), { key: 'ArrowUp' })
    expect(box().getAttribute('aria-activedescendant')).toBe(options[3]!.id)

    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(box()).toHaveProperty('value', 'kinh')
  })

  it('is a text field with the search keyboard, which Escape empties once no list is open', async () => {
    api()
    await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    // HTML allows the combobox role on a text field, not on a search field.
    expect(box().getAttribute('type')).toBe('text')
    expect(box().getAttribute('inputmode')).toBe('search')
    expect(box().getAttribute('enterkeyhint')).toBe('search')
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: 'k' } })
    expect(box().getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box()).toHaveProperty('value', '')
  })

  it('asks nothing for one letter', async () => {
    const calls = api()
    await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    vi.useFakeTimers()
    fireEvent.focus(box())
    fireEvent.change(box(), { target: { value: 'k' } })
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2))
    expect(calls.suggestCalls()).toEqual([])
    expect(box().getAttribute('aria-expanded')).toBe('false')
  })

  it('offers the recent searches of the device when empty, and clears them', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['kinh di', 'tinh yeu']))
    api()
    await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    fireEvent.focus(box())
    const list = await screen.findByRole('listbox', { name: 'Tìm kiếm gần đây' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['kinh di', 'tinh yeu'])
    fireEvent.click(screen.getByRole('button', { name: 'Xoá' }))
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'))
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })
})
