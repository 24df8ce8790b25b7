import { describe, expect, it, vi } from 'vitest'
import { pickOfflineTracks } from '../../src/features/downloads/films/film-storage.ts'
import { mimeTypeOf, OFFLINE_SOURCE, playOrder } from '../../src/features/player/sources.ts'
import { type FakeStory, fakeServer, story } from './downloads-fakes.ts'
import { cacheStorage, cardOf, freshAppEachTest, kept } from './downloads-setup.ts'

freshAppEachTest()

/** shaka's offline storage, as the film downloads drive it: what was stored, removed and asked. */
function fakeShakaStorage() {
  const shaka = {
    stored: new Map<string, { key: string; bytes: number }>(),
    tried: [] as string[],
    removed: [] as string[],
    strayKept: [] as string[][],
    failing: new Set<string>(),
    quotaFull: false,
    next: 1,
    /** While set, a store waits for this to be called before it finishes. */
    held: null as Promise<void> | null,
  }
  vi.doMock('../../src/features/downloads/films/film-storage.ts', async (original) => ({
    ...(await original<object>()),
    canStoreFilms: async () => true,
    storeFilm: async (
      link: string,
      _mime: string | undefined,
      key: string,
      onProgress: (p: number) => void,
    ) => {
      shaka.tried.push(link)
      const done = (async () => {
        onProgress(0.5)
        await shaka.held
        if (shaka.quotaFull) throw Object.assign(new Error('STORAGE_LIMIT_REACHED'), { code: 9014 })
        if (shaka.failing.has(link)) throw Object.assign(new Error('HTTP_ERROR'), { code: 1001 })
        onProgress(1)
        const offlineUri = `offline:manifest/${shaka.next++}`
        shaka.stored.set(offlineUri, { key, bytes: 50_000 })
        return { offlineUri, bytes: 50_000 }
      })()
      return { done, abort: async () => {} }
    },
    removeFilm: async (uri: string) => {
      shaka.removed.push(uri)
      shaka.stored.delete(uri)
    },
    removeStrayFilms: async (keep: ReadonlySet<string>) => {
      shaka.strayKept.push([...keep])
    },
  }))
  return shaka
}

const film = (): FakeStory => story(9, 'mua-he-o-hue', [1, 1], 'movie')
const episode = (index: number) => ({
  index,
  title: `Tập ${index}`,
  source: [
    { link: `/media/films/hue/dash/${index}.mpd`, type: 'dash', label: 'DASH' },
    { link: `/media/films/hue/hls/${index}.m3u8`, type: 'hls', label: 'HLS' },
  ],
})

async function openFilms() {
  return {
    manager: await import('../../src/features/downloads/films/film-manager.ts'),
    store: (await import('../../src/features/downloads/films/film-store.ts')).filmStore,
    actions: await import('../../src/features/downloads/download-actions.ts'),
    start: await import('../../src/features/downloads/start-downloads.ts'),
  }
}

describe('choosing what of a film to keep', () => {
  it('keeps one video rendition, the tallest up to 480 lines, and every text track', () => {
    const track = (type: string, height: number | null, bandwidth: number) => ({ type, height, bandwidth })
    const tracks = [
      track('variant', 1080, 5e6),
      track('variant', 480, 1.2e6),
      track('variant', 360, 8e5),
      track('variant', 480, 1e6),
      track('text', null, 0),
    ]
    expect(pickOfflineTracks(tracks)).toEqual([tracks[1], tracks[4]])
    expect(pickOfflineTracks([track('variant', 1080, 5e6), track('variant', 720, 3e6)])).toEqual([
      track('variant', 720, 3e6),
    ])
  })

  it('plays a downloaded copy before the streams, and reads no type from the prototype', () => {
    const order = playOrder([
      { link: 'a.mpd', type: 'dash', label: '' },
      { link: 'offline:manifest/1', type: OFFLINE_SOURCE, label: '' },
      { link: 'a.m3u8', type: 'hls', label: '' },
      { link: 'x', type: 'constructor', label: '' },
    ])
    expect(order.map((s) => s.link)).toEqual(['offline:manifest/1', 'a.m3u8', 'a.mpd', 'x'])
    expect(mimeTypeOf({ type: 'constructor' })).toBeUndefined()
  })
})

describe('film downloads', () => {
  it("keeps the episode's page answers and one stored copy of its HLS stream, and says how big it is", async () => {
    const shaka = fakeShakaStorage()
    fakeServer([film()])
    const { manager, store } = await openFilms()

    await manager.downloadEpisode('vi', cardOf(film()), episode(1))

    expect(shaka.tried).toEqual(['/media/films/hue/hls/1.m3u8'])
    const [record] = store.all()
    expect(record).toMatchObject({
      key: 'vi/movie/9/1',
      status: 'done',
      progress: 1,
      offlineUri: 'offline:manifest/1',
    })
    expect(record?.bytes).toBeGreaterThan(50_000)
    expect(kept()).toEqual(
      expect.arrayContaining([
        '/vi/api/v1/posts/chapter/movie/9/1',
        '/vi/api/v1/posts/detail/movie/mua-he-o-hue/',
        '/vi/api/v1/posts/listchapter/movie/9/paged/1/',
      ]),
    )
  })

  it('falls back to the DASH stream when the HLS one cannot be stored', async () => {
    const shaka = fakeShakaStorage()
    shaka.failing.add('/media/films/hue/hls/1.m3u8')
    fakeServer([film()])
    const { manager, store } = await openFilms()

    await manager.downloadEpisode('vi', cardOf(film()), episode(1))

    expect(shaka.tried).toEqual(['/media/films/hue/hls/1.m3u8', '/media/films/hue/dash/1.mpd'])
    expect(store.all()[0]?.status).toBe('done')
  })

  it('stops with a clear reason when the disk is full, and tries again on request', async () => {
    const shaka = fakeShakaStorage()
    shaka.quotaFull = true
    fakeServer([film()])
    const { manager, store } = await openFilms()

    await manager.downloadEpisode('vi', cardOf(film()), episode(1))
    expect(store.all()[0]).toMatchObject({ status: 'error', error: 'quota', offlineUri: null })

    shaka.quotaFull = false
    await manager.retryEpisode('vi/movie/9/1')
    expect(store.all()[0]).toMatchObject({ status: 'done', error: null })
  })

  it('deletes an episode with its stored copy, keeping the film page another episode still needs', async () => {
    const shaka = fakeShakaStorage()
    fakeServer([film()])
    const { manager, store } = await openFilms()
    await manager.downloadEpisode('vi', cardOf(film()), episode(1))
    await manager.downloadEpisode('vi', cardOf(film()), episode(2))

    await manager.deleteEpisodes(['vi/movie/9/1'])

    expect(store.all().map((r) => r.key)).toEqual(['vi/movie/9/2'])
    expect(shaka.removed).toEqual(['offline:manifest/1'])
    expect(kept()).not.toContain('/vi/api/v1/posts/chapter/movie/9/1')
    expect(kept()).toContain('/vi/api/v1/posts/detail/movie/mua-he-o-hue/')
  })

  it('starts an episode again after the app was closed in the middle of it, clearing what shaka kept', async () => {
    const shaka = fakeShakaStorage()
    fakeServer([film()])
    let app = await openFilms()
    await app.manager.downloadEpisode('vi', cardOf(film()), episode(1))
    const [done] = app.store.all()
    if (!done) throw new Error('episode 1 was not kept')
    // The app closed while episode 2 was being stored.
    const interrupted = { key: 'vi/movie/9/2', index: 2, status: 'downloading' as const, progress: 0.3 }
    const sources = [{ link: '/media/films/hue/hls/2.m3u8', type: 'hls' }]
    await app.store.put([{ ...done, ...interrupted, sources, offlineUri: null }])

    vi.resetModules()
    const reopened = fakeShakaStorage()
    reopened.stored = shaka.stored
    app = await openFilms()
    await app.start.startDownloads()
    await vi.waitFor(() => expect(app.store.get('vi/movie/9/2')?.status).toBe('done'))
    expect(reopened.strayKept).toEqual([['offline:manifest/1']])
    expect(reopened.tried).toEqual(['/media/films/hue/hls/2.m3u8'])
    expect(app.store.get('vi/movie/9/1')?.status).toBe('done')
  })

  it('removes what shaka stored when the episode is deleted just as its storing ends', async () => {
    const shaka = fakeShakaStorage()
    let release = () => {}
    shaka.held = new Promise<void>((resolve) => {
      release = resolve
    })
    fakeServer([film()])
    const { manager, store } = await openFilms()
    const downloading = manager.downloadEpisode('vi', cardOf(film()), episode(1))
    await vi.waitFor(() => expect(shaka.tried).toHaveLength(1))

    // The abort comes too late for this store (the fake's abort does nothing): it still finishes.
    await manager.deleteEpisodes(['vi/movie/9/1'])
    release()
    await downloading

    expect(store.all()).toEqual([])
    expect(shaka.removed).toEqual(['offline:manifest/1'])
    expect(shaka.stored.size).toBe(0)
  })

  it('goes with "delete all", stored copies and kept answers alike', async () => {
    const shaka = fakeShakaStorage()
    fakeServer([film()])
    const { manager, store, actions } = await openFilms()
    await manager.downloadEpisode('vi', cardOf(film()), episode(1))

    await actions.deleteAllDownloads()

    expect(store.all()).toEqual([])
    expect(shaka.removed).toEqual(['offline:manifest/1'])
    expect(cacheStorage.caches.get('mot-downloads')?.files.size ?? 0).toBe(0)
  })
})
