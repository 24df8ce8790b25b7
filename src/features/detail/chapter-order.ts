import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import type { ChapterOrder } from '../../contract/schemas/requests.ts'
import { CHAPTER_ORDER_POSTS_MAX } from '../../shared/limits.ts'
import { readJson, writeItem } from '../../shared/local-storage.ts'
import { CHAPTER_ORDER_KEY } from '../../shared/storage-keys.ts'
import { keptEntries, storedNumber } from '../../shared/stored-entries.ts'

/**
 * The order each series' chapter list is shown in on this device, remembered per series: only the
 * series shown newest first are kept, the most recently chosen first.
 */
const storedSchema = v.fallback(keptEntries(v.object({ at: storedNumber(0, Number.MAX_SAFE_INTEGER) })), {})
type Stored = v.InferOutput<typeof storedSchema>

let stored: Stored | undefined
const listeners = new Set<() => void>()
const read = (): Stored => {
  stored ??= readJson(CHAPTER_ORDER_KEY, storedSchema, {})
  return stored
}

export const chapterOrderOf = (postId: number): ChapterOrder => (read()[String(postId)] ? 'desc' : 'asc')

export function chooseChapterOrder(postId: number, order: ChapterOrder) {
  const next = { ...read() }
  if (order === 'desc') next[String(postId)] = { at: Date.now() }
  else delete next[String(postId)]
  const kept = Object.entries(next)
  stored =
    kept.length <= CHAPTER_ORDER_POSTS_MAX
      ? next
      : Object.fromEntries(kept.sort((a, b) => b[1].at - a[1].at).slice(0, CHAPTER_ORDER_POSTS_MAX))
  writeItem(CHAPTER_ORDER_KEY, JSON.stringify(stored))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** A series' order for its list; the first chapter first while a page the server drew is taken over. */
export function useChapterOrder(postId: number): ChapterOrder {
  return useSyncExternalStore(
    subscribe,
    () => chapterOrderOf(postId),
    () => 'asc',
  )
}

/** Forgets the orders in this module's memory: the next read comes from storage again (tests). */
export function reloadChapterOrders() {
  stored = undefined
}
