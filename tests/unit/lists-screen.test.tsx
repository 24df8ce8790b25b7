import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INFINITE_SCROLL } from '../../src/shared/limits.ts'
import {
  type Answer,
  cards,
  comicCategories,
  listPage,
  renderLists,
  scrollTo,
  stubApi,
} from './lists-setup.tsx'

const trending = '?sortby=views_day__desc'

/**
 * Scrolls on fake timers and runs the screen's scroll check past its debounce and lock, so a test of
 * "nothing more is asked" waits exactly as long as the rule, not a guessed while.
 */
async function pastScrollChecks(scroll: () => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    scroll()
    await act(() => vi.advanceTimersByTimeAsync(INFINITE_SCROLL.debounceMs + INFINITE_SCROLL.lockMs + 1))
  } finally {
    vi.useRealTimers()
  }
}
const comicList = `/vi/list?api=${encodeURIComponent('/posts/lists/comic/')}`

/** The comic lists: trending has two pages (20 + 5), the others one, the categories load. */
function comicApi(extra: (call: string) => Answer | undefined = () => undefined) {
  return stubApi((call) => {
    const path = call.replace(/^\/(vi|en)\/api\/v1/, '')
    if (path === '/comic/lists/categories/') return comicCategories
    if (path === `/posts/lists/comic/${trending}`) return listPage(cards('Hot', 1, 20), true)
    if (path === `/posts/lists/comic/paged/2/${trending}`) return listPage(cards('Hot', 21, 5), false, 2)
    if (path === '/posts/lists/comic/?sortby=created_at__desc') return listPage(cards('New', 100, 3), false)
    if (path === `/posts/lists/comic/hai-huoc/${trending}`) return listPage(cards('Funny', 200, 4), false)
    return extra(path)
  })
}

const cardLinks = () => within(screen.getByRole('main')).queryAllByRole('link', { name: /^(Hot|New|Funny) / })
const sortTabs = () => screen.getByRole('navigation', { name: 'Thứ tự sắp xếp' })
const categoryTabs = () => screen.getByRole('navigation', { name: 'Thể loại' })
/** A page taller than the screen, scrolled to its top: nothing more is asked for by itself. */
const tallPage = () => scrollTo(0)

let scrollToTop: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  scrollToTop = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  tallPage()
})
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

describe('the list screen (spec §2, §4, §9)', () => {
  it("shows 'Đang tải dữ liệu...' and 20 placeholders, then the trending list of its api", async () => {
    const api = comicApi()
    await renderLists(comicList)
    expect(screen.getByRole('status').textContent).toBe('Đang tải dữ liệu...')
    expect(document.querySelectorAll('.post-card--skeleton')).toHaveLength(20)
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    expect(screen.queryByRole('status')).toBeNull()
    expect(api.listCalls()).toEqual([`/posts/lists/comic/${trending}`])
    expect(screen.getByRole('heading', { level: 1, name: 'Truyện tranh' })).toBeTruthy()
    const selected = within(sortTabs()).getByRole('link', { current: 'page' })
    expect(selected.textContent).toBe('Thịnh hành')
    // Spec §9's six sorts, and the site's top rated (a Bayesian average).
    expect(
      within(sortTabs())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Thịnh hành',
      'Mới nhất',
      'Mới cập nhật',
      'Được thích nhất',
      'Xem nhiều trong tuần',
      'Nhiều sao nhất',
      'Đánh giá cao nhất',
    ])
    expect(screen.getByRole('link', { name: 'Hot 1' }).getAttribute('href')).toBe('/vi/comic/post-1')
  })

  it("loads the next page near the bottom with 'Đang tải thêm...', and stops when is_next is false", async () => {
    const api = comicApi()
    await renderLists(comicList)
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    expect(api.listCalls()).toHaveLength(1)

    scrollTo(4000) // 800 px of screen: the bottom is at 4800, within 200 px of 5000.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đang tải thêm...'))
    await waitFor(() => expect(cardLinks()).toHaveLength(25))
    expect(api.listCalls()).toEqual([
      `/posts/lists/comic/${trending}`,
      `/posts/lists/comic/paged/2/${trending}`,
    ])

    await pastScrollChecks(() => scrollTo(4200))
    expect(api.listCalls()).toHaveLength(2)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('asks for nothing more while the bottom is far away', async () => {
    const api = comicApi()
    await renderLists(comicList)
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    await pastScrollChecks(() => scrollTo(3000)) // bottom at 3800, 1200 px from the end
    expect(api.listCalls()).toHaveLength(1)
  })

  it('a sort change reloads from page 1 of that order and scrolls to the top', async () => {
    const api = comicApi()
    const { router } = await renderLists(comicList)
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    scrollTo(4000)
    await waitFor(() => expect(cardLinks()).toHaveLength(25))
    tallPage()
    scrollToTop.mockClear()

    fireEvent.click(within(sortTabs()).getByRole('link', { name: 'Mới nhất' }))
    await waitFor(() =>
      expect(cardLinks().map((link) => link.textContent)).toEqual(['New 100', 'New 101', 'New 102']),
    )
    expect(api.listCalls().at(-1)).toBe('/posts/lists/comic/?sortby=created_at__desc')
    expect(router.state.location.search).toMatchObject({ sortby: 'created_at__desc' })
    expect(scrollToTop).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))

    // Back to trending: it starts again at its first page, not at the two pages seen before.
    fireEvent.click(within(sortTabs()).getByRole('link', { name: 'Thịnh hành' }))
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    expect(cardLinks().at(-1)?.textContent).toBe('Hot 20')
  })

  it('a category tab lists that category from page 1 and scrolls to the top', async () => {
    const api = comicApi()
    const { router } = await renderLists(comicList)
    const funny = await within(categoryTabs()).findByRole('link', { name: 'Hài hước' })
    expect(within(categoryTabs()).getByRole('link', { current: 'page' }).textContent).toBe('Tất cả')
    scrollToTop.mockClear()

    fireEvent.click(funny)
    await waitFor(() => expect(cardLinks()).toHaveLength(4))
    expect(api.listCalls().at(-1)).toBe(`/posts/lists/comic/hai-huoc/${trending}`)
    expect(router.state.location.search).toMatchObject({ category: 'hai-huoc' })
    expect(within(categoryTabs()).getByRole('link', { current: 'page' }).textContent).toBe('Hài hước')
    expect(scrollToTop).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('opens with a preselected category and sort from the address', async () => {
    const api = comicApi()
    await renderLists(`${comicList}&category=hai-huoc&sortby=views_day__desc`)
    await waitFor(() => expect(cardLinks()).toHaveLength(4))
    expect(api.listCalls()).toEqual([`/posts/lists/comic/hai-huoc/${trending}`])
  })
})

describe('what the list screen says (spec §8)', () => {
  it("shows 'API endpoint is missing' without an api, and calls nothing", async () => {
    const api = comicApi()
    await renderLists('/en/list')
    expect(await screen.findByRole('heading', { name: 'API endpoint is missing' })).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it('never calls an api that is not a list of the catalogue', async () => {
    const api = comicApi()
    await renderLists(`/en/list?api=${encodeURIComponent('https://evil.example/steal')}`)
    expect(await screen.findByRole('heading', { name: 'API endpoint is missing' })).toBeTruthy()
    await renderLists(`/en/list?api=${encodeURIComponent('/auth/me')}`)
    expect(api.calls).toEqual([])
  })

  it("speaks English: 'Loading...' first, then 'Loading more...'", async () => {
    comicApi()
    await renderLists(`/en/list?api=${encodeURIComponent('/posts/lists/comic/')}`)
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    await waitFor(() => expect(cardLinks()).toHaveLength(20))
    expect(
      within(screen.getByRole('navigation', { name: 'Sort order' })).getByRole('link', { current: 'page' })
        .textContent,
    ).toBe('Trending')
    scrollTo(4000)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading more...'))
  })

  it("says 'Error loading categories' when they fail, and still lists the posts", async () => {
    stubApi((call) => {
      if (call.endsWith('/comic/lists/categories/')) return { status: 500, body: { status: 'error' } }
      if (call.includes('/posts/lists/comic/')) return listPage(cards('Hot', 1, 2), false)
    })
    await renderLists(`/en/list?api=${encodeURIComponent('/posts/lists/comic/')}`)
    // A server error is tried once more before the tabs give up.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(alert.textContent).toBe('Error loading categories')
    await waitFor(() => expect(cardLinks()).toHaveLength(2))
  })

  it("shows 'Không có danh sách nào' for an empty list", async () => {
    stubApi((call) => (call.includes('/posts/lists/') ? listPage([], false) : undefined))
    await renderLists(comicList)
    expect(await screen.findByRole('heading', { name: 'Không có danh sách nào' })).toBeTruthy()
    expect(screen.getByText('Danh sách này hiện không có nội dung.')).toBeTruthy()
  })

  it('shows the error screen when the list fails, and tries again', async () => {
    let fail = true
    stubApi((call) => {
      if (call.endsWith('/comic/lists/categories/')) return comicCategories
      if (!call.includes('/posts/lists/')) return undefined
      return fail
        ? { status: 403, body: { status: 'error', message: 'Danh sách bị khoá' } }
        : listPage(cards('Hot', 1, 2), false)
    })
    await renderLists(comicList)
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(within(alert).getByText('Danh sách bị khoá')).toBeTruthy()
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(cardLinks()).toHaveLength(2))
  })
})
