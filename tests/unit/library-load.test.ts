import 'fake-indexeddb/auto'
import { createStore, del, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toggleSaved } from '../../src/entities/library/library-changes.ts'
import { getLibrary, loadLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { LIBRARY_DB, LIBRARY_KEY, LIBRARY_STORE } from '../../src/shared/storage-keys.ts'
import { postCard } from './post-card.ts'

const idb = createStore(LIBRARY_DB, LIBRARY_STORE)

beforeEach(async () => {
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  // After the write the reset queues: IndexedDB runs them in order.
  await del(LIBRARY_KEY, idb)
})

describe('the stored library', () => {
  it('starts fresh from a record it cannot read, instead of crashing', async () => {
    await set(LIBRARY_KEY, { post: { viewedHistory: 'garbage', savedPosts: [{ id: 'x' }] } }, idb)
    await loadLibrary()
    expect(getLibrary()).toEqual({ viewedHistory: [], savedPosts: [], likedPosts: [] })
  })

  it('drops a malformed post alone, keeps the others, and writes the record again once', async () => {
    const a = { ...postCard({ id: 1, title: 'Một' }), isLike: false, at: 1 }
    const b = { ...postCard({ id: 2, title: 'Hai', posttype: 'movie' }), isLike: true, at: 2, chapter: 3 }
    const c = { ...postCard({ id: 3, title: 'Ba' }), isLike: false, at: 3 }
    await set(
      LIBRARY_KEY,
      {
        post: {
          viewedHistory: [a, { id: 'x' }, null, b, { ...c, posttype: 'podcast' }],
          savedPosts: [{ ...b, title: 42 }, c],
          likedPosts: 'garbage',
        },
      },
      idb,
    )
    await loadLibrary()
    // A record from before titles were kept per language reads with none known.
    const read = (post: object) => ({ ...post, titles: {} })
    expect(getLibrary()).toEqual({ viewedHistory: [read(a), read(b)], savedPosts: [read(c)], likedPosts: [] })
    // Repaired in storage: the next start reads the same posts without dropping anything.
    expect(await get(LIBRARY_KEY, idb)).toEqual({ post: getLibrary() })
  })

  it('leaves a record it reads whole as it is', async () => {
    const a = { ...postCard({ id: 1 }), isLike: false, at: 1, keptBy: 'a newer version' }
    await set(LIBRARY_KEY, { post: { savedPosts: [a] } }, idb)
    await loadLibrary()
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([1])
    expect(await get(LIBRARY_KEY, idb)).toEqual({ post: { savedPosts: [a] } })
  })

  it('writes the post slice under the key root and reads it back', async () => {
    toggleSaved(postCard({ id: 7, slug: 'tinh-yeu', title: 'Tình yêu', posttype: 'novel' }))
    await vi.waitFor(async () => {
      const stored = await get<{ post: { savedPosts: { id: number }[] } }>(LIBRARY_KEY, idb)
      expect(stored?.post.savedPosts.map((p) => p.id)).toEqual([7])
    })
    await loadLibrary()
    expect(getLibrary().savedPosts[0]?.title).toBe('Tình yêu')
  })
})
