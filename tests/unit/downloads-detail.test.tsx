import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateLibrary } from '../../src/entities/library/library-store.ts'
import { deleteAllDownloads } from '../../src/features/downloads/download-actions.ts'
import { getDownloads } from '../../src/features/downloads/download-store.ts'
import { chapterPage, detail, ok, renderDetail, stubApi } from './detail-setup.tsx'
import { FakeCacheStorage } from './downloads-fakes.ts'

const comicPath = '/vi/comic/kiem-si-may-troi'

/** The demo comic of 64 chapters, each of two pages. */
function comicApi() {
  return stubApi((path) => {
    if (path === '/posts/detail/comic/kiem-si-may-troi/') return ok(detail())
    if (path === '/posts/listchapter/comic/13/paged/1/') return chapterPage(1, 50, true, 1)
    if (path === '/posts/listchapter/comic/13/paged/2/') return chapterPage(51, 64, false, 2)
    const chapter = path.match(/^\/posts\/chapter\/comic\/slug\/kiem-si-may-troi\/(\d+)$/)
    if (chapter) {
      const index = Number(chapter[1])
      const content = [1, 2].map((page) => `/media/comics/kiem-si/${index}/${page}.svg?w=800`)
      return ok({ id: 100 + index, index, title: `Chương ${index}`, content })
    }
    if (path.startsWith('/media/')) return { body: 'page' }
    return undefined
  })
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Tải xuống' }))
  const dialog = await screen.findByRole('dialog', { name: 'Tải xuống để đọc ngoại tuyến' })
  await within(dialog).findByRole('radio', { name: 'Tất cả các chương (64)' })
  return dialog
}

beforeEach(() => {
  vi.stubGlobal('caches', new FakeCacheStorage())
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(async () => {
  cleanup()
  await deleteAllDownloads()
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Detail pages with a router, queries and a download in the background: slow on a small, busy machine.
describe("a comic's detail page", { timeout: 20_000 }, () => {
  it('downloads a range of chapters picked in the dialog, and says how many are kept', async () => {
    comicApi()
    await renderDetail(comicPath)
    const dialog = await openDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nhiều chương liên tiếp' }))
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Từ chương' }), {
      target: { value: '3' },
    })
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Đến chương' }), {
      target: { value: '5' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải xuống' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getDownloads().map((record) => record.index)).toEqual([3, 4, 5])
    await screen.findByText('Đã tải xuống 3/64 chương', undefined, { timeout: 5000 })
    expect(screen.getByRole('link', { name: 'Quản lý tải xuống' }).getAttribute('href')).toBe('/vi/downloads')
  })

  it('downloads one chapter, and says so when that chapter does not exist', async () => {
    comicApi()
    await renderDetail(comicPath)
    const dialog = await openDialog()
    const number = within(dialog).getByRole('spinbutton', { name: 'Số chương' })
    expect(number).toHaveProperty('value', '1')
    fireEvent.change(number, { target: { value: '99' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải xuống' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Không có chương nào khớp với lựa chọn này.')
    expect(getDownloads()).toEqual([])

    fireEvent.change(number, { target: { value: '64' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải xuống' }))
    await waitFor(() => expect(getDownloads().map((record) => record.index)).toEqual([64]))
  })

  it('offers a download when the story is saved', async () => {
    comicApi()
    await renderDetail(comicPath)
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu' }))
    const offer = screen.getByRole('dialog', {
      name: 'Đã lưu. Tải các chương xuống để đọc khi không có mạng?',
    })
    const choose = within(offer).getByRole('button', { name: 'Chọn chương' })
    expect(document.activeElement).toBe(choose)
    fireEvent.click(choose)
    expect(await screen.findByRole('dialog', { name: 'Tải xuống để đọc ngoại tuyến' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: /Đã lưu/ })).toBeNull()
  })

  it('lets the offer go with ‘Để sau’, back to the save button', async () => {
    comicApi()
    await renderDetail(comicPath)
    const save = await screen.findByRole('button', { name: 'Lưu' })
    save.focus()
    fireEvent.click(save)
    fireEvent.click(screen.getByRole('button', { name: 'Để sau' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đã Lưu' }))
  })
})
