import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import * as v from 'valibot'
import { afterEach, beforeEach, vi } from 'vitest'
import { postCardSchema } from '../../src/contract/schemas/cards.ts'
import { cacheNames } from '../../src/shared/cache-names.ts'
import { FakeCacheStorage, type FakeStory, setOnline } from './downloads-fakes.ts'

export let cacheStorage = new FakeCacheStorage()

/**
 * Every test starts from a fresh app: new modules (nothing in memory), an empty IndexedDB, an empty
 * Cache API, no reading positions, and a network.
 */
export function freshAppEachTest() {
  beforeEach(() => {
    vi.resetModules()
    vi.stubGlobal('indexedDB', new IDBFactory())
    cacheStorage = new FakeCacheStorage()
    vi.stubGlobal('caches', cacheStorage)
    localStorage.clear()
    setOnline(true)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}

/** The app's modules as a newly opened app loads them; the same call again after vi.resetModules is a restart. */
export async function openApp() {
  return {
    actions: await import('../../src/features/downloads/download-actions.ts'),
    manager: await import('../../src/features/downloads/download-manager.ts'),
    store: await import('../../src/features/downloads/download-store.ts'),
    state: await import('../../src/features/downloads/manager-state.ts'),
    start: await import('../../src/features/downloads/start-downloads.ts'),
    positions: await import('../../src/entities/reading/positions.ts'),
  }
}

export const cardOf = (s: FakeStory) =>
  v.parse(postCardSchema, { id: s.id, slug: s.slug, title: s.title, posttype: s.posttype, feature: null })

export const summariesOf = (s: FakeStory) =>
  s.chapters.map((c) => ({
    id: s.id * 100 + c.index,
    index: c.index,
    novel_index: null,
    title: `Chương ${c.index}`,
  }))

/** What the downloads cache holds, as paths (with their query). */
export function kept(): string[] {
  const cache = cacheStorage.caches.get(cacheNames.downloads)
  return [...(cache?.files.keys() ?? [])].map((url) => {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  })
}

/** A chapter, as its page asks for it: a reader by the story's slug, the film player by the film's id. */
export const chapterAnswer = (s: FakeStory, index: number) =>
  s.posttype === 'movie'
    ? `/vi/api/v1/posts/chapter/movie/${s.id}/${index}`
    : `/vi/api/v1/posts/chapter/${s.posttype}/slug/${s.slug}/${index}`
export const detailAnswer = (s: FakeStory) => `/vi/api/v1/posts/detail/${s.posttype}/${s.slug}/`
