import * as v from 'valibot'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import { HISTORY_CAP } from '../../shared/limits.ts'
import { type Library, type LibraryPost, updateLibrary } from './library-store.ts'

// The changes to the library, apart from the store that the first screen reads (library-store.ts):
// only the pages that change it (a post, a reader, the library's own pages) load them.

/** The entry a post already has in any list: its titles in other languages are kept. */
const known = (lib: Library, id: number) =>
  lib.viewedHistory.find((p) => p.id === id) ??
  lib.savedPosts.find((p) => p.id === id) ??
  lib.likedPosts.find((p) => p.id === id)

const asEntry = (lib: Library, post: PostCard, extra: Partial<LibraryPost> = {}): LibraryPost => ({
  ...v.parse(postCardSchema, post),
  isLike: false,
  at: Date.now(),
  titles: { ...known(lib, post.id)?.titles, ...(post.lang ? { [post.lang]: post.title } : {}) },
  ...extra,
})
const without = (posts: LibraryPost[], id: number) => posts.filter((p) => p.id !== id)

/**
 * Spec §4: viewing moves the post to the front of the history, which keeps the last 50. A reader
 * passes the chapter it opened; a detail page passes none and the last chapter read is kept.
 */
export function recordView(post: PostCard, chapter?: number) {
  updateLibrary((lib) => {
    const isLike = lib.likedPosts.some((p) => p.id === post.id)
    const last = chapter ?? lib.viewedHistory.find((p) => p.id === post.id)?.chapter
    const entry = asEntry(lib, post, last === undefined ? { isLike } : { isLike, chapter: last })
    const viewedHistory = [entry, ...without(lib.viewedHistory, post.id)].slice(0, HISTORY_CAP)
    return { ...lib, viewedHistory }
  })
}

/** After a like call succeeds: flips isLike on the history entry and keeps the liked list. */
export function setLiked(post: PostCard, isLike: boolean) {
  updateLibrary((lib) => ({
    ...lib,
    viewedHistory: lib.viewedHistory.map((p) => (p.id === post.id ? { ...p, isLike } : p)),
    likedPosts: isLike
      ? [asEntry(lib, post, { isLike }), ...without(lib.likedPosts, post.id)]
      : without(lib.likedPosts, post.id),
  }))
}

export function toggleSaved(post: PostCard) {
  updateLibrary((lib) => {
    const saved = lib.savedPosts.some((p) => p.id === post.id)
    return {
      ...lib,
      savedPosts: saved ? without(lib.savedPosts, post.id) : [asEntry(lib, post), ...lib.savedPosts],
    }
  })
}

/** A post's title in one more language, looked up for the library in the reader's language. */
export function learnTitle(id: number, language: string, title: string) {
  const learn = (posts: LibraryPost[]) =>
    posts.map((p) => (p.id === id ? { ...p, titles: { ...p.titles, [language]: title } } : p))
  updateLibrary((lib) => ({
    viewedHistory: learn(lib.viewedHistory),
    savedPosts: learn(lib.savedPosts),
    likedPosts: learn(lib.likedPosts),
  }))
}

type EditableList = 'viewedHistory' | 'savedPosts'
/** Posts taken out of a list, each with the place it had, so that they can be put back. */
export type RemovedPosts = { index: number; post: LibraryPost }[]

/** Takes posts out of a list (all of them with 'all'); answers what it took, for an undo. */
export function removeFromLibrary(list: EditableList, ids: ReadonlySet<number> | 'all'): RemovedPosts {
  const taken = (post: LibraryPost) => ids === 'all' || ids.has(post.id)
  let removed: RemovedPosts = []
  updateLibrary((lib) => {
    removed = lib[list].flatMap((post, index) => (taken(post) ? [{ index, post }] : []))
    return { ...lib, [list]: lib[list].filter((post) => !taken(post)) }
  })
  return removed
}

/** Undoes a removal: each post goes back to its place, unless it came back in the meantime. */
export function putBack(list: EditableList, removed: RemovedPosts) {
  updateLibrary((lib) => {
    const posts = [...lib[list]]
    for (const { index, post } of removed) {
      if (!posts.some((p) => p.id === post.id)) posts.splice(Math.min(index, posts.length), 0, post)
    }
    return { ...lib, [list]: list === 'viewedHistory' ? posts.slice(0, HISTORY_CAP) : posts }
  })
}

/** Whether a post's title in a language is still to be looked up. */
export const lacksTitle = (post: LibraryPost, language: string) =>
  !post.titles[language] && post.lang !== language
