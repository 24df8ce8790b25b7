import { createStore, get, set } from 'idb-keyval'
import { LIBRARY_DB, LIBRARY_KEY, LIBRARY_STORE } from '../../shared/storage-keys.ts'
import type { Library, LibraryPost } from './library-record.ts'

export type { Library, LibraryPost }

export const emptyLibrary: Library = { viewedHistory: [], savedPosts: [], likedPosts: [] }
let library: Library = emptyLibrary
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
    stored === undefined ? { library: emptyLibrary, repaired: false } : reader?.readLibraryRecord(stored)
  writable = result !== undefined
  const { library: read, repaired } = result ?? { library: emptyLibrary, repaired: false }
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

/** A library post as the reader's language names it (its stored title until known in it). */
export const inLanguage = (post: LibraryPost, language: string): LibraryPost => {
  const title = post.titles[language]
  return title && title !== post.title ? { ...post, title } : post
}
