import { useSyncExternalStore } from 'react'
import { getLibrary, type Library, subscribeLibrary } from './library-store.ts'

/** The library, re-rendering when it changes (in this tab). */
export function useLibrary(): Library {
  return useSyncExternalStore(subscribeLibrary, getLibrary, getLibrary)
}

/**
 * One answer read from the library, re-rendering only when that answer changes: a detail page
 * records its view in the history right after it is drawn, and its buttons need not be drawn again.
 */
function useLibraryAnswer(read: (library: Library) => boolean): boolean {
  const snapshot = () => read(getLibrary())
  return useSyncExternalStore(subscribeLibrary, snapshot, snapshot)
}

export const useIsSaved = (postId: number) =>
  useLibraryAnswer((library) => library.savedPosts.some((p) => p.id === postId))
export const useIsLiked = (postId: number) =>
  useLibraryAnswer((library) => library.likedPosts.some((p) => p.id === postId))
