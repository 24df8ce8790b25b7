import { useSyncExternalStore } from 'react'
import { emptyLibrary, getLibrary, type Library, subscribeLibrary } from './library-store.ts'

/**
 * The library, re-rendering when it changes (in this tab). It is the device's: a page the server drew
 * is taken over as drawn, without it, and it shows right after.
 */
export function useLibrary(): Library {
  return useSyncExternalStore(subscribeLibrary, getLibrary, () => emptyLibrary)
}

/**
 * One answer read from the library, re-rendering only when that answer changes: a detail page
 * records its view in the history right after it is drawn, and its buttons need not be drawn again.
 */
function useLibraryAnswer(read: (library: Library) => boolean): boolean {
  return useSyncExternalStore(
    subscribeLibrary,
    () => read(getLibrary()),
    () => false,
  )
}

export const useIsSaved = (postId: number) =>
  useLibraryAnswer((library) => library.savedPosts.some((p) => p.id === postId))
export const useIsLiked = (postId: number) =>
  useLibraryAnswer((library) => library.likedPosts.some((p) => p.id === postId))
