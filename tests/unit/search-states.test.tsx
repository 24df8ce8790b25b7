import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, post, renderSearch, searchDashboard, stubApi } from './search-setup.tsx'

function emptyApi(language = 'vi') {
  return stubApi((url) => {
    if (url.pathname === `/${language}/api/v1/home/search/`) return { body: searchDashboard }
    if (url.pathname === `/${language}/api/v1/posts/search/`) return page([], false, 0)
  })
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

describe('search with nothing found (spec §2)', () => {
  it("says 'No results found' and 'Try different keywords or filters' in English", async () => {
    emptyApi('en')
    await renderSearch('/en/search?q=zzz')
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy()
    expect(screen.getByText('Try different keywords or filters')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('0 results')
  })

  it("says 'Không tìm thấy kết quả' and 'Hãy thử từ khóa hoặc bộ lọc khác' in Vietnamese", async () => {
    emptyApi()
    await renderSearch('/vi/search?q=zzz')
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy kết quả' })).toBeTruthy()
    expect(screen.getByText('Hãy thử từ khóa hoặc bộ lọc khác')).toBeTruthy()
  })

  it('reset clears the query, the filter and the sort, focuses the box and brings the dashboard back', async () => {
    const api = emptyApi()
    const { router } = await renderSearch('/vi/search?q=zzz&filter=game&sort=views_week__desc')
    await screen.findByRole('heading', { name: 'Không tìm thấy kết quả' })
    const [, resetInState] = screen.getAllByRole('button', { name: 'Đặt lại' })
    fireEvent.click(resetInState!)
    expect(await screen.findByText('Mọi người đang xem')).toBeTruthy()
    expect(router.state.location.search).toEqual({})
    const box = screen.getByRole('combobox', { name: 'Tìm kiếm' })
    expect(box).toHaveProperty('value', '')
    expect(document.activeElement).toBe(box)
    expect(screen.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Đặt lại' })).toBeNull()
    expect(api.searchCalls()).toHaveLength(1)
  })
})

describe('search that fails (spec §8)', () => {
  it("says 'Failed to load search results. Please try again.' after one retry, and retrying recovers", async () => {
    let healthy = false
    const api = stubApi((url) => {
      if (!url.pathname.includes('/posts/search/')) return undefined
      if (!healthy) return { status: 500, body: { status: 'error', message: 'Database unavailable' } }
      return page([post(1, 'Love in Da Lat')], false, 1)
    })
    await renderSearch('/en/search?q=love')
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert.textContent).toContain('Failed to load search results. Please try again.')
    // Spec §7: one retry, so the failing call was made twice.
    expect(api.searchCalls()).toHaveLength(2)

    healthy = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Love in Da Lat' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
