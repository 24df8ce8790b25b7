import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recentSearches, reloadRecentSearches } from '../../src/features/search/recent-searches.ts'
import { SEARCH_DEBOUNCE_MS } from '../../src/shared/limits.ts'
import { page, post, renderSearch, searchDashboard, stubApi } from './search-setup.tsx'

const love = [post(1, 'Tình yêu ở Đà Lạt'), post(2, 'Tình yêu mùa thu', 'novel')]
const dalat = Array.from({ length: 20 }, (_, i) => post(100 + i, `Đà Lạt ${i + 1}`))

function searchApi() {
  return stubApi((url) => {
    if (url.pathname === '/vi/api/v1/home/search/') return { body: searchDashboard }
    const q = url.searchParams.get('q') ?? ''
    if (url.searchParams.has('filter') || url.searchParams.has('sortby'))
      return page([post(1, 'Tình yêu ở Đà Lạt')], false, 1)
    if (url.pathname === '/vi/api/v1/posts/search/' && q === 'tinh yeu') return page(love, false, 2)
    if (url.pathname === '/vi/api/v1/posts/search/' && q === 'da') return page(dalat, true, 21)
    if (url.pathname === '/vi/api/v1/posts/search/paged/2/') return page([post(120, 'Đà Lạt 21')], false, 21)
    if (url.pathname.includes('/posts/search/')) return page([post(1, 'Tình yêu ở Đà Lạt')], false, 1)
  })
}

const box = () => screen.getByRole('combobox', { name: 'Tìm kiếm' })
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  localStorage.clear()
  reloadRecentSearches()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  cleanup()
})

describe('the search screen (spec §2, §4)', () => {
  it('shows the search dashboard when nothing is set, and searches nothing', async () => {
    const api = searchApi()
    await renderSearch('/vi/search')
    expect(await screen.findByRole('heading', { name: 'Mọi người đang xem' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Mưa tháng sáu' }).getAttribute('href')).toBe('/vi/movie/post-9')
    expect(screen.getByRole('search')).toBeTruthy()
    expect(api.searchCalls()).toEqual([])
  })

  it('searches 500 ms after the last keystroke, keeping one history entry', async () => {
    const api = searchApi()
    const { router } = await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    const entries = router.history.length
    vi.useFakeTimers()
    type('tinh')
    await act(() => vi.advanceTimersByTimeAsync(300))
    type('tinh yeu')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(api.searchCalls()).toEqual([])
    expect(router.state.location.search).toEqual({})
    await act(() => vi.advanceTimersByTimeAsync(1))
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 kết quả'))
    expect(router.state.location.search).toEqual({ q: 'tinh yeu' })
    expect(router.history.length).toBe(entries)
    expect(api.searchCalls().map((url) => url.search)).toEqual(['?q=tinh+yeu'])
    expect(screen.getByRole('link', { name: 'Tình yêu ở Đà Lạt' })).toBeTruthy()
  })

  it('has a button that searches at once, for voice control and pointers', async () => {
    const api = searchApi()
    const { router } = await renderSearch('/vi/search')
    await screen.findByRole('heading', { name: 'Mọi người đang xem' })
    vi.useFakeTimers()
    type('tinh yeu')
    const button = within(screen.getByRole('search')).getByRole('button', { name: 'Tìm kiếm' })
    expect(button.getAttribute('type')).toBe('submit')
    fireEvent.click(button)
    // Sent by the button, not by the pause after typing.
    expect(router.state.location.search).toEqual({ q: 'tinh yeu' })
    await vi.waitFor(() => expect(api.searchCalls().map((url) => url.search)).toEqual(['?q=tinh+yeu']))
  })

  it('keeps a search whose result is opened among the recent searches', async () => {
    searchApi()
    await renderSearch('/vi/search?q=tinh%20yeu')
    expect(recentSearches()).toEqual([])
    fireEvent.click(await screen.findByRole('link', { name: 'Tình yêu ở Đà Lạt' }))
    expect(recentSearches()).toEqual(['tinh yeu'])
  })

  it('starts again from page 1 when the query changes', async () => {
    const api = searchApi()
    await renderSearch('/vi/search?q=da')
    // The screen is shorter than the window: the next page is asked for straight away.
    expect(await screen.findByRole('link', { name: 'Đà Lạt 21' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('21 kết quả')
    type('da lat')
    expect(await screen.findByText('1 kết quả', {}, { timeout: 2000 })).toBeTruthy()
    expect(api.searchCalls().at(-1)?.pathname).toBe('/vi/api/v1/posts/search/')
    expect(api.searchCalls().at(-1)?.searchParams.get('q')).toBe('da lat')
    expect(screen.queryByRole('link', { name: 'Đà Lạt 21' })).toBeNull()
  })

  it('a type filter or a sort adds a history entry and searches again from page 1', async () => {
    const api = searchApi()
    const { router } = await renderSearch('/vi/search?q=da')
    await screen.findByRole('link', { name: 'Đà Lạt 21' })
    const entries = router.history.length
    const types = screen.getByRole('group', { name: 'Loại' })
    fireEvent.click(within(types).getByRole('button', { name: 'Phim' }))
    expect(await screen.findByText('1 kết quả')).toBeTruthy()
    expect(router.state.location.search).toEqual({ q: 'da', filter: 'movie' })
    expect(router.history.length).toBe(entries + 1)
    expect(within(types).getByRole('button', { name: 'Phim' }).getAttribute('aria-pressed')).toBe('true')
    const filtered = api.searchCalls().at(-1)!
    expect([filtered.pathname, filtered.searchParams.get('filter')]).toEqual([
      '/vi/api/v1/posts/search/',
      'posttype__movie',
    ])

    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp theo' }), {
      target: { value: 'rating_total__desc' },
    })
    await vi.waitFor(() =>
      expect(api.searchCalls().at(-1)?.searchParams.get('sortby')).toBe('rating_total__desc'),
    )
    expect(router.state.location.search).toEqual({ q: 'da', filter: 'movie', sort: 'rating_total__desc' })
    expect(api.searchCalls().at(-1)?.pathname).toBe('/vi/api/v1/posts/search/')
    expect(router.history.length).toBe(entries + 2)
  })

  it('reads the search from a shared address, dropping values it does not know', async () => {
    const api = searchApi()
    const { router } = await renderSearch('/vi/search?q=123&filter=movie&sort=bogus')
    expect(await screen.findByText('1 kết quả')).toBeTruthy()
    expect(box()).toHaveProperty('value', '123')
    expect(router.state.location.search).toEqual({ q: '123', filter: 'movie' })
    expect(api.searchCalls()[0]?.search).toBe('?q=123&filter=posttype__movie')
  })
})
