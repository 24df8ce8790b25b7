import { useSyncExternalStore } from 'react'
import { getLibrary, type Library, subscribeLibrary } from './library-store.ts'

/** The library, re-rendering when it changes (in this tab). */
export function useLibrary(): Library {
  return useSyncExternalStore(subscribeLibrary, getLibrary, getLibrary)
}

export const useIsSaved = (postId: number) => useLibrary().savedPosts.some((p) => p.id === postId)
export const useIsLiked = (postId: number) => useLibrary().likedPosts.some((p) => p.id === postId)
