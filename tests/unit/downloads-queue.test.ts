import { describe, expect, it, vi } from 'vitest'
import { fakeServer, PAGE_BYTES, pageUrl, setOnline, story } from './downloads-fakes.ts'
import {
  cacheStorage,
  cardOf,
  chapterAnswer,
  detailAnswer,
  freshAppEachTest,
  kept,
  openApp,
  summariesOf,
} from './downloads-setup.ts'

freshAppEachTest()

const mediaRequests = (requests: string[]) => requests.filter((path) => path.startsWith('/media/'))

describe('the download queue', () => {
  it('downloads the chosen chapters one after the other, each with its answer, its story and every page', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [3, 2])
    const server = fakeServer([comic])
    const app = await openApp()

    expect(await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))).toBe(2)
    await app.manager.runQueue()

    const records = app.store.getDownloads()
    expect(records.map((r) => [r.index, r.status, r.pages, r.saved, r.files.length])).toEqual([
      [1, 'done', 3, 6, 6],
      [2, 'done', 2, 5, 5],
    ])
    expect(records[0]?.bytes).toBeGreaterThan(3 * PAGE_BYTES)
    expect(kept()).toEqual(
      expect.arrayContaining([
        chapterAnswer(comic, 1),
        chapterAnswer(comic, 2),
        detailAnswer(comic),
        '/vi/api/v1/posts/listchapter/comic/7/paged/1/',
        pageUrl(comic.slug, 1, 1),
        pageUrl(comic.slug, 1, 3),
        pageUrl(comic.slug, 2, 2),
      ]),
    )
    // Chapter 2 starts once chapter 1 is whole.
    const started2 = server.requests.indexOf(chapterAnswer(comic, 2))
    expect(server.requests.slice(0, started2)).toEqual(expect.arrayContaining([pageUrl(comic.slug, 1, 3)]))
    // The story's detail is fetched once for both chapters.
    expect(server.requests.filter((path) => path === detailAnswer(comic))).toHaveLength(1)
  })

  it('keeps its records in IndexedDB, where a restarted app finds them', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2])
    fakeServer([comic])
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()

    vi.resetModules()
    const reopened = await openApp()
    expect(reopened.store.getDownloads()).toEqual([])
    await reopened.start.startDownloads()
    expect(reopened.store.getDownloads().map((r) => [r.post.title, r.index, r.status])).toEqual([
      ['Truyện 7', 1, 'done'],
    ])
  })

  it('does not queue a chapter twice', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2, 2])
    fakeServer([comic])
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic).slice(0, 1))
    expect(await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))).toBe(1)
    await app.manager.runQueue()
    expect(app.store.getDownloads().map((r) => r.index)).toEqual([1, 2])
  })

  it('marks a chapter the server refuses as failed and goes on with the next', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2, 2])
    const server = fakeServer([{ ...comic, chapters: [{ index: 2, pages: 2 }] }])
    const app = await openApp()
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()
    expect(app.store.getDownloads().map((r) => [r.index, r.status, r.error])).toEqual([
      [1, 'error', 'failed'],
      [2, 'done', null],
    ])
    expect(server.requests).toContain(chapterAnswer(comic, 2))
  })
})

describe('an interrupted download', () => {
  it('waits when the network goes away and goes on where it stopped when it comes back', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [6, 6])
    const server = fakeServer([comic])
    const app = await openApp()
    await app.start.startDownloads()
    // The network drops after the chapter's answer, its story, its list page and three pages.
    server.state.failAfter = 6
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()

    const [first, second] = app.store.getDownloads()
    expect(first?.status).toBe('queued')
    expect(first?.saved).toBeLessThan(first?.files.length ?? 0)
    expect(second?.status).toBe('queued')
    expect(app.state.getManagerState().waitingForNetwork).toBe(true)
    // Half a chapter is not readable: its answer is kept only once every page is.
    expect(kept()).not.toContain(chapterAnswer(comic, 1))

    server.state.offline = false
    server.state.failAfter = Number.POSITIVE_INFINITY
    setOnline(true)
    await vi.waitFor(() => expect(app.store.getDownloads().map((r) => r.status)).toEqual(['done', 'done']))
    expect(app.state.getManagerState().waitingForNetwork).toBe(false)
    // No page was fetched twice: the ones kept before the drop were skipped.
    const media = mediaRequests(server.requests)
    expect(new Set(media).size).toBe(media.length)
    expect(media).toHaveLength(12)
  })

  it('goes on at once when the network comes back while the chapter under way is still letting go', async () => {
    // Only the manager's 30 s retry runs on these timers: it must not be what resumes the queue.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const comic = story(7, 'robot-ban-banh-mi', [6, 6])
      const server = fakeServer([comic])
      const app = await openApp()
      await app.start.startDownloads()
      server.state.hold = true
      await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
      await vi.waitFor(() => expect(server.state.held.length).toBeGreaterThan(0))

      // The network goes while pages are on their way, and is back the moment the chapter shows it
      // waits: before the queue has let go of it, as a quick blip does.
      setOnline(false)
      server.state.offline = true
      app.store.subscribeDownloads(() => {
        if (navigator.onLine || app.store.getDownloads()[0]?.status !== 'queued') return
        server.state.offline = false
        setOnline(true)
      })
      server.release()

      await vi.waitFor(() => expect(app.store.getDownloads().map((r) => r.status)).toEqual(['done', 'done']))
      expect(app.state.getManagerState().waitingForNetwork).toBe(false)
      // No retry is left to fire later.
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('goes on when the app opens again after being closed mid-download', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [8])
    const server = fakeServer([comic])
    const app = await openApp()
    server.state.failAfter = 7
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()
    const before = app.store.getDownloads()[0]
    expect(before?.status).toBe('queued')
    const keptBefore = kept().filter((path) => path.startsWith('/media/'))
    expect(keptBefore.length).toBeGreaterThan(0)

    // Closed and opened again, with the network back.
    vi.resetModules()
    server.state.offline = false
    server.state.failAfter = Number.POSITIVE_INFINITY
    setOnline(true)
    const reopened = await openApp()
    await reopened.start.startDownloads()
    await vi.waitFor(() => expect(reopened.store.getDownloads()[0]?.status).toBe('done'))
    expect(reopened.store.getDownloads()[0]?.saved).toBe(11)
    const media = mediaRequests(server.requests)
    expect(new Set(media).size).toBe(media.length)
    expect(media).toHaveLength(8)
  })
})

describe('a full disk', () => {
  it('stops with the quota error, pauses what waits, and leaves finished chapters readable', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [3, 3, 3])
    fakeServer([comic])
    const app = await openApp()
    const { activateLanguage } = await import('../../src/shared/i18n/activate.ts')
    await activateLanguage('en')
    const { store } = await import('../../src/shared/store.ts')
    const { toastsAtom } = await import('../../src/shared/ui/toasts/toast-atoms.ts')
    // Room for the first chapter (answers and three pages) and one page of the second.
    cacheStorage.quota = 5000
    await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
    await app.manager.runQueue()

    expect(app.store.getDownloads().map((r) => [r.index, r.status, r.error])).toEqual([
      [1, 'done', null],
      [2, 'error', 'quota'],
      [3, 'paused', null],
    ])
    expect(app.state.getManagerState().stoppedByQuota).toBe(true)
    expect(store.get(toastsAtom)).toEqual([
      expect.objectContaining({
        kind: 'error',
        message:
          'Storage is full: the download stopped. The chapters already downloaded can still be read. Delete some downloads, then resume.',
      }),
    ])
    expect(kept()).toEqual(
      expect.arrayContaining([chapterAnswer(comic, 1), detailAnswer(comic), pageUrl(comic.slug, 1, 3)]),
    )
    expect(kept()).not.toContain(chapterAnswer(comic, 2))

    // Space freed: resuming finishes the rest.
    cacheStorage.quota = Number.POSITIVE_INFINITY
    await app.actions.resumeDownloads()
    expect(app.store.getDownloads().map((r) => r.status)).toEqual(['done', 'done', 'done'])
    expect(app.state.getManagerState().stoppedByQuota).toBe(false)
  })
})
