import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPositions, reloadPositions, savePosition } from '../../src/entities/reading/positions.ts'
import { markRead, readRunsOf, reloadReadMarks } from '../../src/entities/reading/read-marks.ts'
import { chapterOrderOf, reloadChapterOrders } from '../../src/features/detail/chapter-order.ts'
import { matchesChapter } from '../../src/features/detail/chapter-search.ts'
import { type Answer, chapterPage, chapters, detail, ok, renderDetail, stubApi } from './detail-setup.tsx'

const comicPath = '/vi/comic/kiem-si-may-troi'
const page1 = '/posts/listchapter/comic/13/paged/1/'
const page2 = '/posts/listchapter/comic/13/paged/2/'

/** The demo comic: 64 chapters, 50 on page 1 and 14 on page 2. */
function comicApi(overrides: Record<string, unknown> = {}, pages: Record<string, Answer> = {}) {
  return stubApi((path) => {
    if (path === '/posts/detail/comic/kiem-si-may-troi/') return ok(detail(overrides))
    if (path in pages) return pages[path]
    if (path === page1) return chapterPage(1, 50, true, 1)
    if (path === page2) return chapterPage(51, 64, false, 2)
    return undefined
  })
}

const chapterList = () => screen.getByRole('region', { name: 'Chương :' })
const chips = () => within(chapterList()).queryAllByRole('link')
const pager = () => within(chapterList()).getByRole('navigation', { name: 'Các trang danh sách chương' })
const searchBox = () => within(chapterList()).getByRole('searchbox', { name: 'Tìm kiếm tên chương/tập...' })

afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

describe('the chapter list (spec §2)', () => {
  it("is titled 'Chương :' and shows page 1 as 50 numbered chips linking to the reader", async () => {
    const api = comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    expect(chips()[0]?.textContent).toBe('1')
    expect(chips()[0]?.getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/1')
    expect(chips()[49]?.textContent).toBe('50')
    expect(api.chapterCalls()).toEqual([page1])
  })

  it.each([0, 1])('is not shown with %i episode', async (count) => {
    const api = comicApi({ episode_total: count })
    await renderDetail(comicPath)
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Chương :' })).toBeNull()
    expect(api.chapterCalls()).toEqual([])
  })

  it('is shown from 2 episodes', async () => {
    comicApi({ episode_total: 2 }, { [page1]: chapterPage(1, 2, false, 1) })
    await renderDetail(comicPath)
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['1', '2']))
    // One page only: nothing to page through.
    expect(within(chapterList()).queryByRole('navigation')).toBeNull()
  })

  it("pages with 'Trang {n}' and the arrows, loading each page when it is shown", async () => {
    const api = comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    const previous = within(pager()).getByRole('button', { name: 'Trang trước' })
    const next = within(pager()).getByRole('button', { name: 'Trang sau' })
    expect(within(pager()).getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page')
    expect(previous).toHaveProperty('disabled', true)

    fireEvent.click(within(pager()).getByRole('button', { name: 'Trang 2' }))
    await waitFor(() => expect(chips()).toHaveLength(14))
    expect(chips()[0]?.textContent).toBe('51')
    expect(api.chapterCalls()).toEqual([page1, page2])
    expect(next).toHaveProperty('disabled', true)
    expect(within(pager()).getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current')).toBe('page')

    fireEvent.click(previous)
    await waitFor(() => expect(chips()).toHaveLength(50))
    fireEvent.click(next)
    await waitFor(() => expect(chips()[0]?.textContent).toBe('51'))
    // Pages seen before come from the cache.
    expect(api.chapterCalls()).toEqual([page1, page2])
  })

  it('shows a page that fails to load as an empty list', async () => {
    comicApi({}, { [page2]: { status: 500, body: { status: 'error', message: 'Broken' } } })
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    fireEvent.click(within(pager()).getByRole('button', { name: 'Trang 2' }))
    await waitFor(() => expect(within(chapterList()).getByText('Chưa có chương nào.')).toBeTruthy(), {
      timeout: 3000,
    })
    expect(chips()).toHaveLength(0)
  })

  it('the list view shows titles and a search box that matches titles whatever the case, or numbers', async () => {
    comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    fireEvent.click(within(chapterList()).getByRole('button', { name: 'Danh sách' }))
    expect(
      within(chapterList()).getByRole('button', { name: 'Danh sách' }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(chips()[0]?.textContent).toBe('1Thanh kiếm rơi')

    fireEvent.change(searchBox(), { target: { value: 'THANH KIẾM' } })
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['1Thanh kiếm rơi']))
    // A search looks through every page: chapter 64 lives on page 2.
    fireEvent.change(searchBox(), { target: { value: '64' } })
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['64Chương 64']))
    expect(chips()[0]?.getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/64')
    expect(within(chapterList()).queryByRole('navigation')).toBeNull()

    fireEvent.change(searchBox(), { target: { value: 'không có' } })
    await waitFor(() => expect(within(chapterList()).getByText('Không tìm thấy chương nào.')).toBeTruthy())
    fireEvent.change(searchBox(), { target: { value: '' } })
    await waitFor(() => expect(chips()).toHaveLength(50))
    expect(pager()).toBeTruthy()
  })

  it('the grid view has the search box too, and shows the matches as chips', async () => {
    comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    expect(within(chapterList()).getByRole('button', { name: 'Lưới' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    fireEvent.change(searchBox(), { target: { value: 'thanh kiem' } })
    await waitFor(() => expect(chips().map((chip) => chip.getAttribute('href'))).toEqual([`${comicPath}/1`]))
    expect(within(chapterList()).queryByRole('navigation')).toBeNull()
  })
})

describe('matching a chapter (spec §5)', () => {
  const chapter = { id: 1, index: 12, novel_index: null, title: 'Thành phố Mây' }
  it.each([
    ['thành phố', true],
    ['MÂY', true],
    ['12', true],
    ['1', true],
    ['  mây  ', true],
    ['13', false],
    ['biển', false],
    // Typed without accents, or with đ as d: 'thanh pho may' finds 'Thành phố Mây'.
    ['thanh pho may', true],
    ['THANH PHO', true],
    ['thanh phô', true],
    ['', true],
  ])("'%s' matches: %s", (query, expected) => {
    expect(matchesChapter(chapter, query)).toBe(expected)
  })
})

describe('read marks in the chapter list', () => {
  afterEach(() => {
    localStorage.clear()
    reloadReadMarks()
    reloadPositions()
  })

  it("says which chapters are read and which is part-way, in each one's name", async () => {
    markRead(13, 1, 3)
    savePosition(13, 4, { fraction: 0.4 })
    flushPositions()
    comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    const named = (name: string) => within(chapterList()).getByRole('link', { name })
    expect(named('1, đã đọc').getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/1')
    expect(named('3, đã đọc')).toBeTruthy()
    expect(named('4, đang đọc, 40%')).toBeTruthy()
    expect(named('5')).toBeTruthy()
  })

  it('marks a run of chapters read, then one of them unread', async () => {
    comicApi()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    fireEvent.click(within(chapterList()).getByText('Đánh dấu chương'))
    const from = within(chapterList()).getByRole('spinbutton', { name: 'Từ' })
    const to = within(chapterList()).getByRole('spinbutton', { name: 'Đến' })
    fireEvent.change(from, { target: { value: '2' } })
    fireEvent.change(to, { target: { value: '12' } })
    fireEvent.click(within(chapterList()).getByRole('button', { name: 'Đánh dấu đã đọc' }))
    await waitFor(() => expect(within(chapterList()).getByRole('link', { name: '12, đã đọc' })).toBeTruthy())
    expect(within(chapterList()).getByRole('link', { name: '1' })).toBeTruthy()
    expect(within(chapterList()).getByRole('status').textContent).toBe('Đánh dấu đã đọc: 2–12')
    fireEvent.change(from, { target: { value: '5' } })
    fireEvent.change(to, { target: { value: '5' } })
    fireEvent.click(within(chapterList()).getByRole('button', { name: 'Đánh dấu chưa đọc' }))
    await waitFor(() => expect(within(chapterList()).getByRole('link', { name: '5' })).toBeTruthy())
    expect(readRunsOf(13)).toEqual([
      [2, 4],
      [6, 12],
    ])
    // Past the last chapter, a number is the last chapter.
    fireEvent.change(from, { target: { value: '60' } })
    fireEvent.change(to, { target: { value: '999' } })
    fireEvent.click(within(chapterList()).getByRole('button', { name: 'Đánh dấu đã đọc' }))
    expect(readRunsOf(13).at(-1)).toEqual([60, 64])
  })
})

describe('the order of the chapter list', () => {
  afterEach(() => {
    localStorage.clear()
    reloadChapterOrders()
  })

  it('shows the newest first when asked, and keeps that for the series', async () => {
    const newest = '/posts/listchapter/comic/13/paged/1/?order=desc'
    const newestFirst = ok(chapters(15, 64).reverse(), { is_next: true, paged: 1, page: 1 })
    const api = comicApi({}, { [newest]: newestFirst })
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()).toHaveLength(50))
    const toggle = within(chapterList()).getByRole('button', { name: 'Mới nhất trước' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    await waitFor(() => expect(chips()[0]?.textContent).toBe('64'))
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(api.chapterCalls()).toEqual([page1, newest])
    cleanup()
    // The series opens newest first from now on; another series does not.
    reloadChapterOrders()
    await renderDetail(comicPath)
    await waitFor(() => expect(chips()[0]?.textContent).toBe('64'))
    expect(chapterOrderOf(14)).toBe('asc')
  })
})
