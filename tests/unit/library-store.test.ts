import { beforeEach, describe, expect, it } from 'vitest'
import {
  putBack,
  recordView,
  removeFromLibrary,
  setLiked,
  toggleSaved,
} from '../../src/entities/library/library-changes.ts'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { postCard } from './post-card.ts'

const post = (id: number) => postCard({ id })

beforeEach(() => updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] })))

describe('the post library', () => {
  it('keeps the viewed history most recent first, moving a post seen again to the front', () => {
    recordView(post(1))
    recordView(post(2))
    recordView(post(1))
    expect(getLibrary().viewedHistory.map((p) => p.id)).toEqual([1, 2])
  })

  it('caps the viewed history at 50', () => {
    for (let id = 1; id <= 55; id++) recordView(post(id))
    const history = getLibrary().viewedHistory
    expect(history).toHaveLength(50)
    expect(history[0]?.id).toBe(55)
    expect(history.at(-1)?.id).toBe(6)
  })

  it('flips isLike on the history entry after a like', () => {
    recordView(post(1))
    setLiked(post(1), true)
    expect(getLibrary().viewedHistory[0]?.isLike).toBe(true)
    expect(getLibrary().likedPosts.map((p) => p.id)).toEqual([1])
    setLiked(post(1), false)
    expect(getLibrary().viewedHistory[0]?.isLike).toBe(false)
    expect(getLibrary().likedPosts).toEqual([])
  })

  it('saves and unsaves, and deletes selected or all', () => {
    toggleSaved(post(1))
    toggleSaved(post(2))
    toggleSaved(post(3))
    toggleSaved(post(2))
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([3, 1])
    removeFromLibrary('savedPosts', new Set([3]))
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([1])
    removeFromLibrary('savedPosts', 'all')
    expect(getLibrary().savedPosts).toEqual([])
  })

  it('puts removed posts back at their places, once, even after another change', () => {
    for (const n of [1, 2, 3, 4]) toggleSaved(post(n))
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([4, 3, 2, 1])
    const removed = removeFromLibrary('savedPosts', new Set([3, 1]))
    toggleSaved(post(5))
    toggleSaved(post(1))
    putBack('savedPosts', removed)
    // 1 was saved again meanwhile: it is not doubled; 3 goes back to the second place.
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([1, 3, 5, 4, 2])
  })
})
