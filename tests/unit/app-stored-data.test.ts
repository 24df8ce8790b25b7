import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreQueryCache } from '../../src/app/persist-cache.ts'
import { createQueryClient } from '../../src/app/query-client.ts'
import {
  getLibrary,
  loadLibrary,
  toggleSaved,
  updateLibrary,
} from '../../src/features/library/library-store.ts'
import { QUERY_PERSIST_THROTTLE } from '../../src/shared/cache-names.ts'
import {
  LIBRARY_DB,
  LIBRARY_KEY,
  LIBRARY_STORE,
  QUERY_CACHE_DB,
  QUERY_CACHE_KEY,
  QUERY_CACHE_STORE,
} from '../../src/shared/storage-keys.ts'
import { postCard } from './post-card.ts'

const queryStore = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
const libraryStore = createStore(LIBRARY_DB, LIBRARY_STORE)
const storedCache = () => get<PersistedClient>(QUERY_CACHE_KEY, queryStore)

const film = postCard({
  id: 12,
  slug: 'tinh-yeu-o-da-lat',
  title: 'Tình yêu ở Đà Lạt',
  posttype: 'movie',
  episode_total: 1,
})

/** Starts the app's cache as main.tsx does, as the build `version`. */
async function openApp(version: string) {
  vi.stubEnv('APP_VERSION', version)
  const queryClient = createQueryClient()
  await restoreQueryCache(queryClient)
  return queryClient
}

/** Waits until the grouped writes to IndexedDB hold what `check` expects (a throttle's time and more). */
const stored = (check: () => Promise<void>) => vi.waitFor(check, { timeout: QUERY_PERSIST_THROTTLE + 5000 })
const storedSavedIds = async () =>
  (await get<{ post: { savedPosts: { id: number }[] } }>(LIBRARY_KEY, libraryStore))?.post.savedPosts.map(
    (post) => post.id,
  )

beforeEach(async () => {
  await del(QUERY_CACHE_KEY, queryStore)
  await del(LIBRARY_KEY, libraryStore)
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
})
afterEach(() => vi.unstubAllEnvs())

describe('after a version update', () => {
  it('the query cache starts afresh under the new version, and the library is kept', async () => {
    const before = await openApp('1.0.0')
    before.setQueryData(['home', 'vi'], { title: 'Trang chủ' })
    toggleSaved(film)
    await stored(async () => {
      expect((await storedCache())?.buster).toBe('1.0.0')
      expect(await storedSavedIds()).toEqual([film.id])
    })

    const after = await openApp('1.1.0')
    await loadLibrary()
    // Data read by the old version is not trusted by the new one...
    expect(after.getQueryData(['home', 'vi'])).toBeUndefined()
    // ...but what the reader saved is theirs, and stays.
    expect(getLibrary().savedPosts.map((post) => post.title)).toEqual(['Tình yêu ở Đà Lạt'])

    // The new version keeps its own cache from then on.
    after.setQueryData(['home', 'vi'], { title: 'Trang chủ mới' })
    await stored(async () => {
      const cache = await storedCache()
      expect(cache?.buster).toBe('1.1.0')
      expect(JSON.stringify(cache?.clientState.queries)).toContain('Trang chủ mới')
    })
  })
})

describe('a stored query cache this version cannot read', () => {
  const outline = { buster: '1.0.0', timestamp: Date.now() }
  it.each([
    ['garbage text', 'garbage'],
    ['a number', 42],
    ['a list', [1, 2, 3]],
    ['a record without its client state', outline],
    ['queries that are not a list', { ...outline, clientState: { queries: 'x', mutations: [] } }],
    ['a query without its key', { ...outline, clientState: { queries: [{ state: {} }], mutations: [] } }],
    ['an old format', { version: 1, cache: { home: { title: 'Trang chủ' } } }],
  ])('(%s) is dropped: the app starts empty and keeps its cache again', async (_, record) => {
    await set(QUERY_CACHE_KEY, record, queryStore)
    const queryClient = await openApp('1.0.0')
    expect(queryClient.getQueryCache().getAll()).toEqual([])

    queryClient.setQueryData(['home', 'vi'], { title: 'Trang chủ' })
    await stored(async () => {
      const cache = await storedCache()
      expect(cache?.buster).toBe('1.0.0')
      expect(cache?.clientState.queries.map((query) => query.queryKey)).toEqual([['home', 'vi']])
    })
  })
})

describe('a stored library this version cannot read', () => {
  it.each([
    ['garbage text', 'garbage'],
    ['no post slice', { post: null }],
    ['lists that are not lists', { post: { viewedHistory: 'x', savedPosts: 3 } }],
    ['posts of another shape', { post: { savedPosts: [{ id: 'x', name: 'old' }] } }],
  ])('(%s) is dropped for an empty library that is kept again', async (_, record) => {
    await set(LIBRARY_KEY, record, libraryStore)
    await loadLibrary()
    expect(getLibrary()).toEqual({ viewedHistory: [], savedPosts: [], likedPosts: [] })

    toggleSaved(film)
    await stored(async () => expect(await storedSavedIds()).toEqual([film.id]))
    await loadLibrary()
    expect(getLibrary().savedPosts.map((post) => post.id)).toEqual([film.id])
  })
})
