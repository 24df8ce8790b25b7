import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordView, toggleSaved } from '../../src/entities/library/library-changes.ts'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { flushPositions, savePosition } from '../../src/entities/reading/positions.ts'
import { markRead } from '../../src/entities/reading/read-marks.ts'
import { filmResumeKey, saveResumePosition } from '../../src/features/player/resume-store.ts'
import { post, renderPages, stubApi } from './library-setup.tsx'

/** The titles of the cards on screen, in order, whether they link or, in select mode, are buttons. */
const cards = (tabName: RegExp | string = /Phim|Truyện|Game/) =>
  Array.from(screen.getByRole('list', { name: tabName }).querySelectorAll('.post-card')).map(
    (card) => card.textContent,
  )
const pickable = (name: string) => screen.getByRole('button', { name })
/** A tab, named with how many posts it holds ('Phim (3)'). */
const tab = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  // Seen in this order: the page must list the last one first.
  recordView(post(1, 'Mưa tháng sáu'))
  recordView(post(2, 'Tình yêu', 'comic'))
  recordView(post(3, 'Biển xanh'))
  recordView(post(4, 'Đêm trăng', 'novel'))
  recordView(post(5, 'Đua xe', 'game'))
  recordView(post(6, 'Gió mùa'))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the history page (spec §2, §4)', () => {
  it('lists the films seen, most recent first, each linking to its detail', async () => {
    await renderPages('/vi/history')
    expect(screen.getByRole('heading', { level: 1, name: 'Lịch sử xem' })).toBeTruthy()
    expect(cards()).toEqual(['Gió mùa', 'Biển xanh', 'Mưa tháng sáu'])
    expect(screen.getByRole('link', { name: 'Gió mùa' }).getAttribute('href')).toBe('/vi/movie/post-6')
    expect(tab('Phim').getAttribute('aria-current')).toBe('page')
  })

  it("names each card's chapter or episode, and how far through it the reader is", async () => {
    recordView(post(6, 'Gió mùa'), 2)
    saveResumePosition(filmResumeKey(6, 2), 600, 2400)
    recordView(post(2, 'Tình yêu', 'comic'), 12)
    savePosition(2, 12, { fraction: 0.4 })
    flushPositions()
    recordView(post(4, 'Đêm trăng', 'novel'), 3)
    markRead(4, 1, 3)
    const { router } = await renderPages('/vi/history')
    expect(cards()).toEqual(['Gió mùaTập 2 · 25%', 'Biển xanh', 'Mưa tháng sáu'])
    // A card still opens the post's page, as every card of the history does (spec §2).
    expect(screen.getByRole('link', { name: /Gió mùa/ }).getAttribute('href')).toBe('/vi/movie/post-6')
    fireEvent.click(tab('Truyện'))
    await waitFor(() => expect(cards()).toEqual(['Đêm trăngChương 3 · đã đọc', 'Tình yêuChương 12 · 40%']))
    expect(router.state.location.search).toEqual({ tab: 'comic' })
  })

  it('puts comics and novels under Truyện and games under Game', async () => {
    const { router } = await renderPages('/vi/history')
    fireEvent.click(tab('Truyện'))
    await waitFor(() => expect(cards()).toEqual(['Đêm trăng', 'Tình yêu']))
    expect(router.state.location.search).toEqual({ tab: 'comic' })
    fireEvent.click(tab('Game'))
    await waitFor(() => expect(cards()).toEqual(['Đua xe']))
  })

  it('in select mode toggles cards by id instead of navigating', async () => {
    const { router } = await renderPages('/vi/history')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    expect(screen.queryByRole('link', { name: 'Gió mùa' })).toBeNull()
    fireEvent.click(pickable('Gió mùa'))
    expect(pickable('Gió mùa').getAttribute('aria-pressed')).toBe('true')
    expect(pickable('Biển xanh').getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(pickable('Gió mùa'))
    expect(pickable('Gió mùa').getAttribute('aria-pressed')).toBe('false')
    expect(router.state.location.pathname).toBe('/vi/history')
  })

  it('disables delete selected with nothing selected, and deletes only what is selected', async () => {
    await renderPages('/vi/history')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    const deleteSelected = screen.getByRole('button', { name: 'Xoá mục đã chọn' })
    expect(deleteSelected).toHaveProperty('disabled', true)
    expect(screen.getByText('Đã chọn 0')).toBeTruthy()
    fireEvent.click(pickable('Gió mùa'))
    fireEvent.click(pickable('Mưa tháng sáu'))
    expect(screen.getByText('Đã chọn 2')).toBeTruthy()
    expect(deleteSelected).toHaveProperty('disabled', false)
    fireEvent.click(deleteSelected)
    expect(getLibrary().viewedHistory.map((p) => p.id)).toEqual([5, 4, 3, 2])
    expect(cards()).toEqual(['Biển xanh'])
    expect(await screen.findByText('Đã xoá 2 mục')).toBeTruthy()
  })

  it('undoes a deletion from its notice: the posts come back where they were', async () => {
    await renderPages('/vi/history')
    const before = getLibrary().viewedHistory.map((p) => p.id)
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    fireEvent.click(pickable('Mưa tháng sáu'))
    fireEvent.click(screen.getByRole('button', { name: 'Xoá mục đã chọn' }))
    expect(getLibrary().viewedHistory).toHaveLength(before.length - 1)
    const notice = (await screen.findByText('Đã xoá 1 mục')).closest('.toast') as HTMLElement
    fireEvent.click(within(notice).getByRole('button', { name: 'Hoàn tác' }))
    expect(getLibrary().viewedHistory.map((p) => p.id)).toEqual(before)
    await waitFor(() => expect(screen.queryByText('Đã xoá 1 mục')).toBeNull())
    expect(cards()).toContain('Mưa tháng sáu')
  })

  it('clears the selection when the tab changes', async () => {
    await renderPages('/vi/history')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    fireEvent.click(pickable('Gió mùa'))
    fireEvent.click(tab('Truyện'))
    await waitFor(() => expect(screen.getByText('Đã chọn 0')).toBeTruthy())
    fireEvent.click(tab('Phim'))
    await waitFor(() => expect(pickable('Gió mùa').getAttribute('aria-pressed')).toBe('false'))
    expect(screen.getByRole('button', { name: 'Xoá mục đã chọn' })).toHaveProperty('disabled', true)
  })

  it('deletes all of the tab only after a confirmation', async () => {
    await renderPages('/vi/history')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    fireEvent.click(screen.getByRole('button', { name: 'Xoá tất cả' }))
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByText('Xoá cả 3 mục của thẻ này khỏi lịch sử xem?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }))
    expect(getLibrary().viewedHistory).toHaveLength(6)
    fireEvent.click(screen.getByRole('button', { name: 'Xoá tất cả' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xoá tất cả' }))
    expect(getLibrary().viewedHistory.map((p) => p.posttype)).toEqual(['game', 'novel', 'comic'])
    expect(await screen.findByText('Chưa có gì ở đây')).toBeTruthy()
  })

  it('leaves select mode with Huỷ, and the cards link again', async () => {
    await renderPages('/vi/history')
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    fireEvent.click(pickable('Gió mùa'))
    fireEvent.click(screen.getByRole('button', { name: 'Huỷ' }))
    expect(screen.queryByRole('button', { name: 'Xoá mục đã chọn' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Gió mùa' })).toBeTruthy()
    expect(getLibrary().viewedHistory).toHaveLength(6)
  })

  it('says on each tab how many posts it holds', async () => {
    await renderPages('/vi/history')
    expect(
      within(screen.getByRole('navigation', { name: 'Loại nội dung' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Phim (3)', 'Truyện (2)', 'Game (1)'])
  })

  it('opens on the first tab that has posts when the address names none', async () => {
    updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
    recordView(post(2, 'Tình yêu', 'comic'))
    await renderPages('/vi/history')
    expect(tab('Truyện').getAttribute('aria-current')).toBe('page')
    expect(cards()).toEqual(['Tình yêu'])
    cleanup()
    // A tab named in the address is kept, even an empty one.
    await renderPages('/vi/history?tab=movie')
    expect(tab('Phim').getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('Chưa có gì ở đây')).toBeTruthy()
  })

  it('opens on the first tab with posts once a library arrives after the page opened empty', async () => {
    updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
    await renderPages('/vi/history')
    expect(tab('Phim').getAttribute('aria-current')).toBe('page')
    // The member's other devices' library, brought by the sync.
    act(() => recordView(post(2, 'Tình yêu', 'comic')))
    await waitFor(() => expect(tab('Truyện').getAttribute('aria-current')).toBe('page'))
    expect(cards()).toEqual(['Tình yêu'])
  })

  it('says how an empty tab fills up and where to start', async () => {
    updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
    await renderPages('/en/history?tab=game')
    expect(screen.getByText('Nothing here yet')).toBeTruthy()
    expect(screen.getByText(/What you watch, read or play shows up here/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/en/games')
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull()
  })
})

describe('the saved page', () => {
  it('lists the saved posts, most recently saved first, with the same tabs', async () => {
    toggleSaved(post(3, 'Biển xanh'))
    toggleSaved(post(1, 'Mưa tháng sáu'))
    toggleSaved(post(2, 'Tình yêu', 'comic'))
    await renderPages('/vi/saved')
    expect(screen.getByRole('heading', { level: 1, name: 'Đã lưu' })).toBeTruthy()
    expect(cards()).toEqual(['Mưa tháng sáu', 'Biển xanh'])
    fireEvent.click(screen.getByRole('button', { name: 'Chọn' }))
    fireEvent.click(pickable('Biển xanh'))
    fireEvent.click(screen.getByRole('button', { name: 'Xoá mục đã chọn' }))
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([2, 1])
    // The history is another list: deleting a saved post leaves it there.
    expect(getLibrary().viewedHistory).toHaveLength(6)
  })
})

describe('the library in the chosen language', () => {
  it('names each post in the language of the page, looking up once a title it does not know', async () => {
    updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
    recordView({ ...post(7, 'Biển xanh'), lang: 'en', title: 'Blue sea' })
    recordView({ ...post(7, 'Biển xanh'), lang: 'vi' })
    recordView({ ...post(8, 'Mưa tháng sáu'), lang: 'vi' })
    const calls = stubApi(({ url }) =>
      url.pathname === '/en/api/v1/posts/detail/movie/post-8/'
        ? { body: { status: 'success', data: { ...post(8, 'June rain'), lang: 'en' } } }
        : undefined,
    )
    await renderPages('/en/history')
    // Known in both: named at once; seen only in Vietnamese: named once looked up, and kept.
    await waitFor(() => expect(cards('Films')).toEqual(['June rain', 'Blue sea']))
    expect(calls.map(({ url }) => url.pathname)).toEqual(['/en/api/v1/posts/detail/movie/post-8/'])
    expect(getLibrary().viewedHistory.map((p) => p.titles)).toEqual([
      { vi: 'Mưa tháng sáu', en: 'June rain' },
      { en: 'Blue sea', vi: 'Biển xanh' },
    ])
    cleanup()
    await renderPages('/vi/history')
    expect(cards()).toEqual(['Mưa tháng sáu', 'Biển xanh'])
  })
})
