import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreQueryCache } from '../../src/app/persist-cache.ts'
import { createQueryClient } from '../../src/app/query-client.ts'
import { answerCheckers } from '../../src/app/query-schemas.ts'
import { readerChapterSchema } from '../../src/contract/schemas/chapters.ts'
import { chapterSummarySchema, postDetailSchema } from '../../src/contract/schemas/detail.ts'
import { homeIndexSchema } from '../../src/contract/schemas/home.ts'
import { toggleSaved } from '../../src/entities/library/library-changes.ts'
import { getLibrary, loadLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { postDetailQueryOptions } from '../../src/features/detail/api.ts'
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

describe('stored answers this version can no longer show', () => {
  const detailAnswer = (card: Parameters<typeof postCard>[0]) =>
    v.parse(postDetailSchema, { ...postCard(card), actors: [{ id: 1, title: 'An', slug: 'an' }] })
  const good = detailAnswer({
    id: 12,
    slug: 'tinh-yeu-o-da-lat',
    title: 'Tình yêu ở Đà Lạt',
    posttype: 'movie',
  })
  const fresh = detailAnswer({ id: 13, slug: 'mua-he', title: 'Mùa hè', posttype: 'movie' })
  const goodKey = postDetailQueryOptions('vi', 'movie', good.slug).queryKey
  const badKey = postDetailQueryOptions('vi', 'movie', fresh.slug).queryKey

  it('are dropped one by one at restore: the good one is shown, the malformed one asked for again', async () => {
    const before = await openApp('1.0.0')
    before.setQueryData(goodKey, good)
    // As an older version kept it: a shape this one would break on.
    before.setQueryData(badKey, { ...fresh, title: 42, related_post: 'none' } as never)
    await stored(async () => {
      const queries = (await storedCache())?.clientState.queries ?? []
      expect(queries.map((query: { queryHash: string }) => query.queryHash)).toEqual(
        expect.arrayContaining([JSON.stringify(goodKey), JSON.stringify(badKey)]),
      )
    })

    const fetch = vi.fn(async () => Response.json({ status: 'success', data: fresh }))
    vi.stubGlobal('fetch', fetch)
    try {
      const after = await openApp('1.0.0')
      expect(after.getQueryData(goodKey)).toEqual(good)
      expect(after.getQueryData(badKey)).toBeUndefined()

      expect(await after.ensureQueryData(postDetailQueryOptions('vi', 'movie', good.slug))).toEqual(good)
      expect(await after.ensureQueryData(postDetailQueryOptions('vi', 'movie', fresh.slug))).toEqual(fresh)
      expect(fetch).toHaveBeenCalledTimes(1)
      expect(fetch.mock.calls[0]).toEqual([
        expect.stringContaining(`/detail/movie/${fresh.slug}/`),
        expect.anything(),
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keep every kind of answer the app stores, as it stores them', async () => {
    const card = postCard({ id: 5 })
    const answers: [readonly unknown[], unknown][] = [
      [goodKey, good],
      [
        ['detail', 'vi', 'chapters', 'comic', 5, 1],
        { chapters: [v.parse(chapterSummarySchema, { id: 1, index: 1 })], isNext: true },
      ],
      [
        ['reader', 'vi', 'chapter', 'comic', card.slug, 1],
        v.parse(readerChapterSchema, { id: 1, index: 1, content: ['/a.png'], comic: card }),
      ],
      [['downloads', 'vi', 'chapters', 'comic', 5], [v.parse(chapterSummarySchema, { id: 1, index: 1 })]],
      [
        ['lists', 'vi', 'posts', { posttype: 'comic', category: null, sort: 'new' }],
        { pages: [{ posts: [card], isNext: false }], pageParams: [1] },
      ],
      [
        ['search', 'vi', 'results', { q: 'a' }],
        {
          pages: [{ posts: [card], isNext: false, total: 1 }],
          pageParams: [1],
        },
      ],
      [
        ['home', 'vi', 'index'],
        v.parse(homeIndexSchema, { navbar: [{ name: 'home', type: 'link', url: '/' }], modules: [] }),
      ],
    ]
    const canShow = await answerCheckers(answers.map(([key]) => String(key[0])))
    for (const [key, data] of answers) expect(canShow(key, data), JSON.stringify(key)).toBe(true)
    expect(canShow(goodKey, { ...good, title: 42 })).toBe(false)
    expect(canShow(['unknown', 'vi'], 'anything')).toBe(true)
  })
})
