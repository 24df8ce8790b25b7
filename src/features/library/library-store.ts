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

export interface Library {
  viewedHistory: LibraryPost[]
  savedPosts: LibraryPost[]
  likedPosts: LibraryPost[]
}
const lists = ['viewedHistory', 'savedPosts', 'likedPosts'] as const
const listCaps: Record<keyof Library, number> = {
  viewedHistory: HISTORY_CAP,
  savedPosts: Number.POSITIVE_INFINITY,
  likedPosts: Number.POSITIVE_INFINITY,
}

const empty: Library = { viewedHistory: [], savedPosts: [], likedPosts: [] }
let library: Library = empty
const listeners = new Set<() => void>()
const idb = typeof indexedDB === 'undefined' ? undefined : createStore(LIBRARY_DB, LIBRARY_STORE)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The library in a stored record, read post by post: a post this version cannot read (another
 * version's shape, an interrupted write, an edit by hand) is left out and the others are kept. A
 * list that is not a list reads as empty; a post listed twice is kept once, the history at its cap.
 * `repaired` says whether anything was left out, so the record is written again once.
 */
export function readLibraryRecord(stored: unknown): { library: Library; repaired: boolean } {
  if (stored === undefined) return { library: empty, repaired: false }
  const readable = isRecord(stored) && isRecord(stored.post)
  const slice: Record<string, unknown> = readable ? (stored.post as Record<string, unknown>) : {}
  let repaired = !readable
  const read = { ...empty }
  for (const list of lists) {
    const raw = slice[list]
    if (raw === undefined) continue
    if (!Array.isArray(raw)) {
      repaired = true
      continue
    }
    const seen = new Set<number>()
    const posts: LibraryPost[] = []
    for (const item of raw) {
      const parsed = v.safeParse(libraryPostSchema, item)
      if (parsed.success && !seen.has(parsed.output.id) && posts.length < listCaps[list]) {
        seen.add(parsed.output.id)
        posts.push(parsed.output)
      } else repaired = true
    }
    read[list] = posts
  }
  return { library: read, repaired }
}

/**
 * Reads the stored library once at start-up, keeping every post it can read (see above). When some
 * were left out, the record is written again at once, so they are not read (and left out) again.
 */
export async function loadLibrary(): Promise<void> {
  if (!idb) return
  const stored = await get<unknown>(LIBRARY_KEY, idb).catch(() => undefined)
  const { library: read, repaired } = readLibraryRecord(stored)
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
