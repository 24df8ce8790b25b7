import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateLibrary } from '../../src/entities/library/library-store.ts'
import { markRead, reloadReadMarks } from '../../src/entities/reading/read-marks.ts'
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
  localStorage.clear()
  reloadReadMarks()
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
    // The chapter list marks what is on the device; offline, the rest says it is not.
    const list = screen.getByRole('region', { name: 'Chương :' })
    await within(list).findByRole('link', { name: '3, đã tải xuống' })
    expect(within(list).getByRole('link', { name: '6' })).toBeTruthy()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(within(list).getByRole('link', { name: '6, chưa tải xuống' }).hasAttribute('data-away')).toBe(true)
    expect(within(list).getByRole('link', { name: '4, đã tải xuống' }).hasAttribute('data-away')).toBe(false)
  })

  it('downloads the next 5 unread chapters, past those read, and a range starts there', async () => {
    markRead(13, 1, 3)
    comicApi()
    await renderDetail(comicPath)
    const dialog = await openDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Nhiều chương liên tiếp' }))
    // Not every chapter: ten, from the next unread one.
    expect(within(dialog).getByRole('spinbutton', { name: 'Từ chương' })).toHaveProperty('value', '4')
    expect(within(dialog).getByRole('spinbutton', { name: 'Đến chương' })).toHaveProperty('value', '13')
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 chương chưa đọc tiếp theo' }))
    expect(within(dialog).getByText('Các chương 4, 5, 6, 7, 8')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải xuống' }))
    await waitFor(() => expect(getDownloads().map((record) => record.index)).toEqual([4, 5, 6, 7, 8]))
  })

  it('downloads the chapters ticked one by one', async () => {
    comicApi()
    await renderDetail(comicPath)
    const dialog = await openDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Các chương tôi chọn' }))
    const list = within(dialog).getByRole('list', { name: 'Các chương tôi chọn' })
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Chương 2' }))
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Chương 9' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tải xuống' }))
    await waitFor(() => expect(getDownloads().map((record) => record.index)).toEqual([2, 9]))
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
