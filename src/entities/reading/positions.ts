import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { READER_CHAPTER_POSITIONS_MAX, READER_POST_POSITIONS_MAX } from '../../shared/limits.ts'
import { readJson, writeItem } from '../../shared/local-storage.ts'
import { READER_POSITIONS_KEY } from '../../shared/storage-keys.ts'
import { keptEntries, newestEntries, storedNumber } from '../../shared/stored-entries.ts'

/** Where a chapter was left: the page (from 1) for page images; for scrolling, how far through it is (0 at its start, 1 at its end). */
export interface ReadingPosition {
  page?: number | undefined
  fraction?: number | undefined
  /** The chapter's end is reached (its last page, or its end on screen): the chapter is read. */
  end?: boolean | undefined
}

const entrySchema = v.object({
  index: v.pipe(storedNumber(1, Number.MAX_SAFE_INTEGER), v.integer()),
  page: v.optional(v.pipe(storedNumber(1, Number.MAX_SAFE_INTEGER), v.integer())),
  fraction: v.optional(storedNumber(0, 1)),
  at: storedNumber(0, Number.MAX_SAFE_INTEGER),
})
export type LastRead = v.InferOutput<typeof entrySchema>

/** A record this version cannot read starts afresh, entry by entry: one bad entry loses only itself. */
const storedSchema = v.object({
  chapters: v.fallback(keptEntries(entrySchema), {}),
  posts: v.fallback(keptEntries(entrySchema), {}),
})
type Stored = v.InferOutput<typeof storedSchema>
const none = (): Stored => ({ chapters: {}, posts: {} })

const WRITE_DELAY_MS = 500
// Its own store rather than src/shared/device-record.ts: a scroll reports often, so writes are
// grouped, and the readers' first load has no room for that module beside this one
// (docs/architecture.md, What loads late).
let stored: Stored | undefined
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function read(): Stored {
  stored ??= readJson(READER_POSITIONS_KEY, storedSchema, none())
  return stored
}

/** Writes what is pending at once: before the page goes away, a scroll's position must not be lost. */
export function flushPositions() {
  clearTimeout(timer)
  timer = undefined
  if (stored) writeItem(READER_POSITIONS_KEY, JSON.stringify(stored))
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPositions)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPositions()
  })
}

const chapterKey = (postId: number, index: number) => `${postId}:${index}`

/**
 * Remembers where a chapter was left, and that it is the post's last chapter read. Scrolling saves
 * often: the write to storage is grouped, the screens hear of it at once.
 */
export function savePosition(postId: number, index: number, position: ReadingPosition) {
  const current = read()
  const entry: LastRead = { index, at: Date.now() }
  if (position.page !== undefined) entry.page = Math.max(1, Math.round(position.page))
  if (position.fraction !== undefined) entry.fraction = Math.min(1, Math.max(0, position.fraction))
  stored = {
    chapters: newestEntries(
      { ...current.chapters, [chapterKey(postId, index)]: entry },
      READER_CHAPTER_POSITIONS_MAX,
    ),
    posts: newestEntries({ ...current.posts, [String(postId)]: entry }, READER_POST_POSITIONS_MAX),
  }
  if (timer === undefined) timer = setTimeout(flushPositions, WRITE_DELAY_MS)
  for (const listener of listeners) listener()
}

/** Where this chapter was left, if it was opened before. */
export function positionOf(postId: number, index: number): ReadingPosition | undefined {
  const entry = read().chapters[chapterKey(postId, index)]
  return entry ? { page: entry.page, fraction: entry.fraction } : undefined
}

/** The chapter a post was last read at, and where in it: what 'continue' opens. */
export function lastReadOf(postId: number): LastRead | undefined {
  return read().posts[String(postId)]
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** `lastReadOf` for a screen, which follows the reader as it moves on. */
export function useLastRead(postId: number | undefined): LastRead | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (postId === undefined ? undefined : lastReadOf(postId)),
    () => undefined,
  )
}

/**
 * Reads the positions from storage again, which something else wrote (the library sync bringing
 * another device's places, or a test), and tells the screens: a story's page open here shows the
 * chapter read on the other device at once. A chapter open in a reader stays where it is.
 */
export function reloadPositions() {
  clearTimeout(timer)
  timer = undefined
  stored = undefined
  for (const listener of listeners) listener()
}
