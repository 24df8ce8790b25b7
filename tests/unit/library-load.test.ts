import 'fake-indexeddb/auto'
import { createStore, get, set } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import { getLibrary, loadLibrary, toggleSaved } from '../../src/features/library/library-store.ts'
import { LIBRARY_DB, LIBRARY_KEY, LIBRARY_STORE } from '../../src/shared/storage-keys.ts'
import { postCard } from './post-card.ts'

const idb = createStore(LIBRARY_DB, LIBRARY_STORE)

describe('the stored library', () => {
  it('starts fresh from a record it cannot read, instead of crashing', async () => {
    await set(LIBRARY_KEY, { post: { viewedHistory: 'garbage', savedPosts: [{ id: 'x' }] } }, idb)
    await loadLibrary()
    expect(getLibrary()).toEqual({ viewedHistory: [], savedPosts: [], likedPosts: [] })
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
