import { describe, expect, it, vi } from 'vitest'
import { fakeServer, pageUrl, story } from './downloads-fakes.ts'
import {
  cardOf,
  chapterAnswer,
  detailAnswer,
  freshAppEachTest,
  kept,
  openApp,
  summariesOf,
} from './downloads-setup.ts'

freshAppEachTest()

describe('pause, resume and cancel', () => {
  it('pauses a story mid-chapter without making half a chapter readable, and resumes it', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [4, 2])
    const server = fakeServer([comic])
    server.state.hold = true
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await vi.waitFor(() => expect(server.state.held.length).toBeGreaterThan(0))

    await app.actions.pausePost('vi', 7)
    expect(app.store.getDownloads().map((r) => r.status)).toEqual(['paused', 'paused'])
    expect(kept()).not.toContain(chapterAnswer(comic, 1))

    server.release()
    await app.actions.resumeDownloads('vi', 7)
    expect(app.store.getDownloads().map((r) => r.status)).toEqual(['done', 'done'])
    expect(kept()).toContain(chapterAnswer(comic, 1))
  })

  it('cancels a story: its records and files go, another story stays', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2])
    const other = story(8, 'meo-truong-ga', [3])
    const server = fakeServer([comic, other])
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()
    server.state.hold = true
    await app.actions.downloadChapters('vi', cardOf(other), summariesOf(other))
    await vi.waitFor(() => expect(server.state.held.length).toBeGreaterThan(0))

    await app.actions.cancelPost('vi', 8)
    expect(app.store.getDownloads().map((r) => [r.post.id, r.status])).toEqual([[7, 'done']])
    expect(kept().filter((path) => path.includes('meo-truong-ga') || path.includes('/8/'))).toEqual([])
    expect(kept()).toContain(pageUrl(comic.slug, 1, 2))
  })
})

describe('deleting downloads', () => {
  async function downloaded() {
    const comic = story(7, 'robot-ban-banh-mi', [2, 2, 2])
    fakeServer([comic])
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()
    return { app, comic }
  }

  it('deletes one chapter with its pages, keeping what the others still need', async () => {
    const { app, comic } = await downloaded()
    await app.actions.deleteChapters(['vi/comic/7/2'])
    expect(app.store.getDownloads().map((r) => r.index)).toEqual([1, 3])
    expect(kept()).not.toContain(chapterAnswer(comic, 2))
    expect(kept()).not.toContain(pageUrl(comic.slug, 2, 1))
    expect(kept()).toContain(detailAnswer(comic))
  })

  it('deletes the chapters the reader finished: left at their end, or followed by a later one', async () => {
    const { app, comic } = await downloaded()
    const { savePosition } = app.positions
    savePosition(7, 1, { fraction: 1 })
    savePosition(7, 2, { page: 1, fraction: 0.3 })
    // Chapter 2 was only begun, and chapter 3 never opened.
    expect(app.actions.readChapters().map((r) => r.index)).toEqual([1])

    await app.actions.deleteReadChapters()
    expect(app.store.getDownloads().map((r) => r.index)).toEqual([2, 3])
    expect(kept()).not.toContain(pageUrl(comic.slug, 1, 1))
    expect(kept()).toContain(detailAnswer(comic))

    // Chapter 3 read to its last page (paged mode): chapter 2 was read before it, and it is read too.
    savePosition(7, 3, { page: 2 })
    expect(app.actions.readChapters().map((r) => r.index)).toEqual([2, 3])
  })

  it('deletes everything', async () => {
    const { app } = await downloaded()
    await app.actions.deleteAllDownloads()
    expect(app.store.getDownloads()).toEqual([])
    expect(kept()).toEqual([])
    await app.store.loadDownloads()
    expect(app.store.getDownloads()).toEqual([])
  })
})

describe('persistent storage', () => {
  it('is asked for once, at the first download, and the answer is told', async () => {
    const persist = vi.fn(async () => true)
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persist, persisted: async () => true, estimate: async () => ({ usage: 1, quota: 10 }) },
    })
    const { activateLanguage } = await import('../../src/shared/i18n/activate.ts')
    await activateLanguage('en')
    const { store } = await import('../../src/shared/store.ts')
    const { toastsAtom } = await import('../../src/shared/ui/toasts/toast-atoms.ts')
    const comic = story(7, 'robot-ban-banh-mi', [1, 1])
    fakeServer([comic])
    const app = await openApp()

    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic).slice(0, 1))
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1))
    await vi.waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => toast.message)).toContain(
        'Your downloads will stay on this device.',
      ),
    )
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic).slice(1))
    await app.manager.runQueue()
    expect(persist).toHaveBeenCalledTimes(1)
    Reflect.deleteProperty(navigator, 'storage')
  })
})
