import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateLibrary } from '../../src/entities/library/library-store.ts'
import { savePosition } from '../../src/entities/reading/positions.ts'
import { deleteAllDownloads, downloadChapters } from '../../src/features/downloads/download-actions.ts'
import { runQueue } from '../../src/features/downloads/download-manager.ts'
import { getDownloads } from '../../src/features/downloads/download-store.ts'
import { filmStore } from '../../src/features/downloads/films/film-store.ts'
import { setManagerState } from '../../src/features/downloads/manager-state.ts'
import { Route as DownloadsRoute } from '../../src/routes/$lang/downloads.tsx'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'
import { FakeCacheStorage, fakeServer, story } from './downloads-fakes.ts'
import { cardOf, summariesOf } from './downloads-setup.ts'

const comic = story(7, 'robot-ban-banh-mi', [2, 2, 2])
const novel = story(8, 'bi-an-can-phong-so-7', [1], 'novel')

/** The downloads screen as the app routes it, under a language. */
async function renderDownloads() {
  await renderAppRoutes({
    entries: ['/vi/downloads'],
    routes: (language) => [mountRoute(DownloadsRoute, language, 'downloads')],
  })
}

const story7 = () => screen.getByRole('article', { name: 'Truyện 7' })

beforeEach(async () => {
  vi.stubGlobal('caches', new FakeCacheStorage())
  fakeServer([comic, novel])
  await downloadChapters('vi', cardOf(comic), summariesOf(comic))
  await downloadChapters('vi', cardOf(novel), summariesOf(novel))
  await runQueue()
})

afterEach(async () => {
  cleanup()
  await deleteAllDownloads()
  setManagerState({ stoppedByQuota: false, waitingForNetwork: false })
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  localStorage.clear()
  vi.unstubAllGlobals()
})

// Screens with a router and real stores: slow to draw on a small, busy machine.
describe('the downloads screen', { timeout: 20_000 }, () => {
  it('shows each story with its chapters, their size, and links to read them', async () => {
    await renderDownloads()
    expect(screen.getByRole('heading', { level: 1, name: 'Tải xuống' })).toBeTruthy()
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toHaveLength(2)
    expect(within(story7()).getByText(/^3\/3 chương · \d/)).toBeTruthy()
    const chapter1 = within(story7()).getByRole('link', { name: 'Chương 1' })
    expect(chapter1.getAttribute('href')).toBe('/vi/comic/robot-ban-banh-mi/1')
    expect(within(story7()).getAllByText(/^Đã tải xong · /)).toHaveLength(3)
    expect(within(story7()).getByRole('button', { name: 'Xoá chương 2' })).toBeTruthy()
  })

  it('deletes one chapter', async () => {
    await renderDownloads()
    fireEvent.click(within(story7()).getByRole('button', { name: 'Xoá chương 2' }))
    await waitFor(() => expect(within(story7()).getByText(/^2\/2 chương/)).toBeTruthy())
    expect(within(story7()).queryByRole('link', { name: 'Chương 2' })).toBeNull()
  })

  it('deletes the chapters already read', async () => {
    savePosition(7, 1, { fraction: 1 })
    await renderDownloads()
    const button = screen.getByRole('button', { name: 'Xoá các chương đã đọc (1)' })
    fireEvent.click(button)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Xoá các chương đã đọc (0)' })).toHaveProperty(
        'disabled',
        true,
      ),
    )
    expect(within(story7()).queryByRole('link', { name: 'Chương 1' })).toBeNull()
  })

  it('deletes everything after asking', async () => {
    await renderDownloads()
    fireEvent.click(screen.getByRole('button', { name: 'Xoá tất cả' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Xoá tất cả các chương đã tải xuống?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá tất cả' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chưa tải xuống gì' })).toBeTruthy())
    expect(getDownloads()).toEqual([])
  })

  it('says clearly when a full disk stopped the downloads, and offers to resume', async () => {
    setManagerState({ stoppedByQuota: true })
    await renderDownloads()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(
      'Bộ nhớ đã đầy: việc tải xuống đã dừng. Các chương đã tải xong vẫn đọc được.',
    )
    fireEvent.click(within(alert).getByRole('button', { name: 'Tiếp tục tất cả' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('pauses and resumes a story on its way', async () => {
    const more = story(9, 'meo-truong-ga', [3])
    const server = fakeServer([more])
    server.state.hold = true
    await downloadChapters('vi', cardOf(more), summariesOf(more))
    await renderDownloads()
    const article = screen.getByRole('article', { name: 'Truyện 9' })
    expect(within(article).getByRole('progressbar', { name: 'Tiến độ tải xuống' })).toBeTruthy()
    fireEvent.click(within(article).getByRole('button', { name: 'Tạm dừng' }))
    await waitFor(() => expect(within(article).getByText(/^Đã tạm dừng/)).toBeTruthy())
    server.release()
    fireEvent.click(within(article).getByRole('button', { name: 'Tiếp tục' }))
    await waitFor(() => expect(within(article).getByText(/^1\/1 chương/)).toBeTruthy())
  })
})

describe('the downloads screen with films alone', { timeout: 20_000 }, () => {
  it("offers no 'Xoá các chương đã đọc', and 'Xoá tất cả' names episodes", async () => {
    await deleteAllDownloads()
    const film = story(9, 'mua-he-o-hue', [1], 'movie')
    await filmStore.put([
      {
        key: 'vi/movie/9/1',
        language: 'vi',
        post: cardOf(film),
        index: 1,
        title: 'Tập 1',
        error: null,
        status: 'done',
        progress: 1,
        bytes: 1024,
        sources: [{ link: '/media/films/hue/hls/1.m3u8', type: 'hls' }],
        offlineUri: 'offline:manifest/1',
        files: [],
        addedAt: Date.now(),
      },
    ])
    await renderDownloads()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xoá tất cả' })).toBeTruthy())
    expect(screen.queryByRole('button', { name: /Xoá các chương đã đọc/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Xoá tất cả' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Xoá tất cả các tập phim đã tải xuống?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }))
    await filmStore.remove(['vi/movie/9/1'])
  })
})
