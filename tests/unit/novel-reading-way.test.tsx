import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  NOVEL_READING_WAY_KEY,
  readingWay,
  setReadingWay,
} from '../../src/features/novel-reader/reading-way.ts'
import { chapter, freshStorage, novel, ok, renderReader, stubApi } from './reader-setup.tsx'

const blocks = { blocks: [{ id: 'a', data: { text: '<p>Khách sạn Hoa Phượng có mười hai phòng.</p>' } }] }

function novelApi() {
  return stubApi((path) => {
    if (path === '/posts/detail/novel/bi-an-can-phong-so-7/') return ok(novel)
    const match = /^\/posts\/chapter\/novel\/slug\/bi-an-can-phong-so-7\/(\d+)$/.exec(path)
    if (match) return ok(chapter(novel, Number(match[1]), blocks))
    return undefined
  })
}

beforeEach(() => {
  freshStorage()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  // jsdom lays nothing out and scrolls no element: the pages are moved by scrollTo.
  Element.prototype.scrollTo ??= () => {}
})

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

describe("the way text chapters are read ('Cách đọc')", () => {
  it('is scrolling unless a page at a time was chosen, whatever else is stored', () => {
    expect(readingWay()).toBe('scroll')
    for (const stored of ['Pages', '1', '{"way":"pages"}']) {
      localStorage.setItem(NOVEL_READING_WAY_KEY, stored)
      expect(readingWay()).toBe('scroll')
    }
    setReadingWay('pages')
    expect(readingWay()).toBe('pages')
    setReadingWay('scroll')
    // Scrolling is the default: nothing is kept for it.
    expect(localStorage.getItem(NOVEL_READING_WAY_KEY)).toBeNull()
  })

  it("is chosen in the reading settings, applied with 'Áp dụng', and lays the text out in pages", async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    const text = document.querySelector('.chapter-text') as HTMLElement
    fireEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }))
    const sheet = await screen.findByRole('dialog', { name: 'Cài đặt đọc' })
    const ways = await within(sheet).findByRole('group', { name: 'Cách đọc' })
    expect(within(ways).getByRole('radio', { name: 'Cuộn' })).toHaveProperty('checked', true)
    fireEvent.click(within(ways).getByRole('radio', { name: 'Lật trang' }))
    // Nothing changes before 'Áp dụng'.
    expect(readingWay()).toBe('scroll')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Áp dụng' }))
    expect(readingWay()).toBe('pages')
    await waitFor(() => expect(text.classList.contains('chapter-text--paged')).toBe(true))

    fireEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }))
    const again = await screen.findByRole('dialog', { name: 'Cài đặt đọc' })
    fireEvent.click(within(again).getByRole('button', { name: 'Khôi phục mặc định' }))
    fireEvent.click(within(again).getByRole('button', { name: 'Áp dụng' }))
    await waitFor(() => expect(text.classList.contains('chapter-text--paged')).toBe(false))
  })
})
