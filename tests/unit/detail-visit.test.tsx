import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { detailKeys } from '../../src/features/detail/api.ts'
import { card, chapterPage, detail, ok, renderDetail, setListedCards, stubApi } from './detail-setup.tsx'

const kiemSi = detail()
const robot = detail({
  id: 19,
  slug: 'robot-ban-banh-mi',
  title: 'Robot bán bánh mì',
  like_count: 58,
  episode_total: 5,
  description: 'B-47 mơ làm ổ bánh mì ngon nhất Sài Gòn. '.repeat(8),
})

/** Both comics; the detail of `slow` takes its time, long enough to see what paints before it. */
function comicsApi(slow?: string) {
  return stubApi((path) => {
    if (path === '/posts/detail/comic/kiem-si-may-troi/') return { ...ok(kiemSi), delay: slow ? 300 : 20 }
    if (path === '/posts/detail/comic/robot-ban-banh-mi/') return { ...ok(robot), delay: slow ? 300 : 20 }
    if (path === '/posts/listchapter/comic/13/paged/1/') return chapterPage(1, 50, true, 1)
    if (path === '/posts/listchapter/comic/19/paged/1/') return chapterPage(1, 5, false, 1)
    return undefined
  })
}

const featured = () => screen.getByRole('region', { name: /Kiếm sĩ mây trời|Robot bán bánh mì/ })
const likes = () =>
  within(featured()).getByText('Lượt thích', { selector: 'dt' }).nextElementSibling?.textContent

beforeEach(() => {
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
})

describe('a visit (spec §4)', () => {
  it('counts one view once the detail has loaded, with the anti-forgery token, and records it in the history', async () => {
    const api = comicsApi()
    const { queryClient } = await renderDetail('/vi/comic/kiem-si-may-troi')
    await waitFor(() => expect(api.viewCalls()).toHaveLength(1))
    const [view] = api.viewCalls()
    expect(view?.method).toBe('POST')
    expect(view?.path).toBe('/posts/action/views/comic/13/')
    expect(new URLSearchParams(view?.body).get('csrf_token')).toBe('token')
    expect(getLibrary().viewedHistory.map((post) => post.slug)).toEqual(['kiem-si-may-troi'])

    // Neither a refetch nor more renders count it again (the screen runs in StrictMode). The count
    // and the history entry come from one effect, which React has run by the end of act(): an entry
    // still dated at the visit, a minute before, proves the count was not asked for again.
    const visitedAt = getLibrary().viewedHistory[0]?.at
    vi.setSystemTime(Date.now() + 60_000)
    await act(() => queryClient.refetchQueries({ queryKey: detailKeys.all }))
    fireEvent.click(screen.getByRole('button', { name: 'Danh sách' }))
    expect(getLibrary().viewedHistory.map((post) => post.at)).toEqual([visitedAt])
    expect(api.viewCalls()).toHaveLength(1)
  })

  it('a view that cannot be counted is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubApi((path) => {
      if (path === '/posts/detail/comic/kiem-si-may-troi/') return ok(kiemSi)
      if (path.startsWith('/posts/action/views/'))
        return { status: 500, body: { status: 'error', message: 'Down' } }
      return undefined
    })
    await renderDetail('/vi/comic/kiem-si-may-troi')
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeTruthy()
  })

  it("paints the card a link brought at once, with 'Đang tải...', then the server's detail replaces it", async () => {
    const api = comicsApi('slow')
    setListedCards([
      { ...card(13, 'kiem-si-may-troi', 'Kiếm sĩ mây trời'), like_count: 40, episode_total: 64 },
    ])
    await renderDetail('/vi/list')
    fireEvent.click(screen.getByRole('link', { name: 'Kiếm sĩ mây trời' }))

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeTruthy(),
    )
    expect(likes()).toBe('40')
    expect(within(featured()).getByRole('button', { name: 'Đang tải...' })).toHaveProperty('disabled', true)
    expect(within(featured()).queryByRole('link', { name: 'Đọc truyện' })).toBeNull()
    expect(api.viewCalls()).toHaveLength(0)

    await waitFor(() => expect(likes()).toBe('46'))
    expect(within(featured()).getByRole('link', { name: 'Đọc truyện' })).toBeTruthy()
    expect(within(featured()).queryByRole('button', { name: 'Đang tải...' })).toBeNull()
    await waitFor(() => expect(api.viewCalls()).toHaveLength(1))
  })

  it('another slug loads that post, goes back to the top, folds the description and counts a new view', async () => {
    // A description longer than 3 lines: jsdom lays nothing out, so heights come from the text.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('is-clamped') ? 72 : 120
    })
    const api = comicsApi()
    await renderDetail('/vi/comic/kiem-si-may-troi')
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }))
    expect(screen.getByRole('button', { name: 'Thu gọn' })).toBeTruthy()
    await waitFor(() => expect(api.viewCalls()).toHaveLength(1))
    vi.mocked(window.scrollTo).mockClear()

    const related = screen.getByRole('region', { name: 'Có thể bạn sẽ thích' })
    fireEvent.click(within(related).getByRole('link', { name: 'Robot bán bánh mì' }))
    await waitFor(() => expect(likes()).toBe('58'))
    expect(screen.getByRole('heading', { level: 1, name: 'Robot bán bánh mì' })).toBeTruthy()
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    expect(screen.getByRole('button', { name: 'Xem thêm' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Thu gọn' })).toBeNull()
    await waitFor(() =>
      expect(api.viewCalls().map((call) => call.path)).toContain('/posts/action/views/comic/19/'),
    )
    expect(api.viewCalls()).toHaveLength(2)
    expect(getLibrary().viewedHistory.map((post) => post.slug)).toEqual([
      'robot-ban-banh-mi',
      'kiem-si-may-troi',
    ])
    expect(document.title).toBe('Robot bán bánh mì · Mọt')
  })
})
