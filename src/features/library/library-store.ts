import { createStore, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { type PostCard, postCardSchema } from '../../shared/api/schemas.ts'
import { HISTORY_CAP } from '../../shared/limits.ts'
import { LIBRARY_DB, LIBRARY_KEY, LIBRARY_STORE } from '../../shared/storage-keys.ts'

/** A post as the library keeps it: the card, plus when it was seen or saved and whether it was liked. */
const libraryPostSchema = v.object({
  ...postCardSchema.entries,
  isLike: v.optional(v.boolean(), false),
  at: v.optional(v.number(), 0),
  /** The chapter last opened in a reader (comics, novels), so the home row can continue there. */
  chapter: v.optional(v.number()),
})
export type LibraryPost = v.InferOutput<typeof libraryPostSchema>

const librarySchema = v.object({
  viewedHistory: v.optional(v.array(libraryPostSchema), []),
  savedPosts: v.optional(v.array(libraryPostSchema), []),
  likedPosts: v.optional(v.array(libraryPostSchema), []),
})
export type Library = v.InferOutput<typeof librarySchema>

const empty: Library = { viewedHistory: [], savedPosts: [], likedPosts: [] }
let library: Library = empty
const listeners = new Set<() => void>()
const idb = typeof indexedDB === 'undefined' ? undefined : createStore(LIBRARY_DB, LIBRARY_STORE)

/**
 * Reads the stored library once at start-up. A record this version cannot read (old shape, corrupt)
 * is dropped for a fresh start rather than crashing the app.
 */
export async function loadLibrary(): Promise<void> {
  if (!idb) return
  const stored = await get<{ post?: unknown }>(LIBRARY_KEY, idb).catch(() => undefined)
  const parsed = v.safeParse(librarySchema, stored?.post ?? empty)
  library = parsed.success ? parsed.output : empty
  emit()
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
  if (idb) set(LIBRARY_KEY, { post: library }, idb).catch(() => {})
}

const asEntry = (post: PostCard, extra: Partial<LibraryPost> = {}): LibraryPost => ({
  ...v.parse(postCardSchema, post),
  isLike: false,
  at: Date.now(),
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
    const entry = asEntry(post, last === undefined ? { isLike } : { isLike, chapter: last })
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
      ? [asEntry(post, { isLike }), ...without(lib.likedPosts, post.id)]
      : without(lib.likedPosts, post.id),
  }))
}

export function toggleSaved(post: PostCard) {
  updateLibrary((lib) => {
    const saved = lib.savedPosts.some((p) => p.id === post.id)
    return {
      ...lib,
      savedPosts: saved ? without(lib.savedPosts, post.id) : [asEntry(post), ...lib.savedPosts],
    }
  })
}

export function removeFromLibrary(list: 'viewedHistory' | 'savedPosts', ids: ReadonlySet<number> | 'all') {
  updateLibrary((lib) => ({ ...lib, [list]: ids === 'all' ? [] : lib[list].filter((p) => !ids.has(p.id)) }))
}
