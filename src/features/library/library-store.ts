import { createStore, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import { HISTORY_CAP } from '../../shared/limits.ts'
import { LIBRARY_DB, LIBRARY_KEY, LIBRARY_STORE } from '../../shared/storage-keys.ts'
import type { Library, LibraryPost } from './library-record.ts'

export type { Library, LibraryPost }

const empty: Library = { viewedHistory: [], savedPosts: [], likedPosts: [] }
let library: Library = empty
const listeners = new Set<() => void>()
const idb = typeof indexedDB === 'undefined' ? undefined : createStore(LIBRARY_DB, LIBRARY_STORE)
/** False for a visit that could not read the stored record: it is then never written over. */
let writable = true

/**
 * Reads the stored library once at start-up, keeping every post it can read (library-record.ts). When some
 * were left out, the record is written again at once, so they are not read (and left out) again.
 */
export async function loadLibrary(): Promise<void> {
  if (!idb) return
  const stored = await get<unknown>(LIBRARY_KEY, idb).catch(() => undefined)
  // The reader is out of the first screen's script, and a first visit, which has nothing stored,
  // never asks for it. Should it fail to load, the library stays empty for this visit and the record
  // is left as it is.
  const reader = stored === undefined ? undefined : await import('./library-record.ts').catch(() => undefined)
  const result =
    stored === undefined ? { library: empty, repaired: false } : reader?.readLibraryRecord(stored)
  writable = result !== undefined
  const { library: read, repaired } = result ?? { library: empty, repaired: false }
  library = read
  emit()
  if (repaired) await set(LIBRARY_KEY, { post: library }, idb).catch(() => {})
}

export const getLibrary = () => library
export function subscribeLibrary(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emit() {
  for (const listener of listeners) listener()
}

/** Applies a change, tells the screens, and writes the post slice through (spec §3: only it is kept). */
export function updateLibrary(change: (current: Library) => Library) {
  library = change(library)
  emit()
  if (idb && writable) set(LIBRARY_KEY, { post: library }, idb).catch(() => {})
}

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

/** A library post as the reader's language names it (its stored title until known in it). */
export const inLanguage = (post: LibraryPost, language: string): LibraryPost => {
  const title = post.titles[language]
  return title && title !== post.title ? { ...post, title } : post
}

/** Whether a post's title in a language is still to be looked up. */
export const lacksTitle = (post: LibraryPost, language: string) =>
  !post.titles[language] && post.lang !== language

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
