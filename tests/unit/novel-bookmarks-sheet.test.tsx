import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addBookmark, reloadBookmarks } from '../../src/features/novel-reader/bookmarks.ts'
import { chapter, freshStorage, novel, ok, renderReader, stubApi } from './reader-setup.tsx'

const blocks = {
  blocks: [
    { id: 'a', data: { text: '<p>Khách sạn Hoa Phượng có mười hai phòng.</p>' } },
    { id: 'b', data: { text: '<p>Vy nhớ mặt tất cả khách.</p>' } },
  ],
}

function novelApi() {
  return stubApi((path) => {
    if (path === '/posts/detail/novel/bi-an-can-phong-so-7/') return ok(novel)
    const match = /^\/posts\/chapter\/novel\/slug\/bi-an-can-phong-so-7\/(\d+)$/.exec(path)
    if (match) return ok(chapter(novel, Number(match[1]), blocks))
    return undefined
  })
}

/** The button comes with the chapter's tools, a moment after the text. */
const openBookmarks = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Dấu trang' }))
  return screen.findByRole('dialog', { name: 'Dấu trang' })
}

let scrollTo: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  freshStorage()
  reloadBookmarks()
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    queueMicrotask(() => run(0))
    return 0
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
})

describe("the novel reader's bookmarks ('Dấu trang')", () => {
  it('says a chapter has none, adds the place on screen, named by its paragraph, and removes it', async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    const sheet = await openBookmarks()
    expect(within(sheet).getByRole('status').textContent).toBe('Chưa có dấu trang nào trong chương này.')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Thêm dấu trang' }))
    const item = await within(sheet).findByRole('listitem')
    expect(item.textContent).toContain('Khách sạn Hoa Phượng có mười hai phòng.')
    fireEvent.click(
      within(item).getByRole('button', { name: 'Xoá dấu trang: Khách sạn Hoa Phượng có mười hai phòng.' }),
    )
    await waitFor(() => expect(within(sheet).queryByRole('listitem')).toBeNull())
    expect(within(sheet).getByRole('status')).toBeTruthy()
  })

  it("lists only this chapter's marks, and picking one closes the sheet and scrolls there", async () => {
    addBookmark('bi-an-can-phong-so-7', 2, 0.5, 'Vy nhớ mặt tất cả khách.')
    addBookmark('bi-an-can-phong-so-7', 1, 0.25, 'Ở chương một')
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/2')
    const sheet = await openBookmarks()
    const items = within(sheet).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['50%Vy nhớ mặt tất cả khách.'])
    scrollTo.mockClear()
    fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: /^50%/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(scrollTo).toHaveBeenCalled())
  })

  it('goes with the interface when it is hidden, and comes back with it', async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByRole('button', { name: 'Dấu trang' })
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn giao diện' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dấu trang' })).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Hiện giao diện' }))
    expect(await screen.findByRole('button', { name: 'Dấu trang' })).toBeTruthy()
  })
})
