import * as v from 'valibot'
import type { ChapterOrder } from '../../contract/schemas/requests.ts'
import { deviceRecord } from '../../shared/device-record.ts'
import { CHAPTER_ORDER_POSTS_MAX } from '../../shared/limits.ts'
import { CHAPTER_ORDER_KEY } from '../../shared/storage-keys.ts'
import { keptEntries, newestEntries, storedNumber } from '../../shared/stored-entries.ts'

/**
 * The order each series' chapter list is shown in on this device, remembered per series: only the
 * series shown newest first are kept, the most recently chosen first.
 */
const storedSchema = v.fallback(keptEntries(v.object({ at: storedNumber(0, Number.MAX_SAFE_INTEGER) })), {})
const orders = deviceRecord(CHAPTER_ORDER_KEY, storedSchema, () => ({}))

export const chapterOrderOf = (postId: number): ChapterOrder =>
  orders.read()[String(postId)] ? 'desc' : 'asc'

export function chooseChapterOrder(postId: number, order: ChapterOrder) {
  const next = { ...orders.read() }
  if (order === 'desc') next[String(postId)] = { at: Date.now() }
  else delete next[String(postId)]
  orders.write(newestEntries(next, CHAPTER_ORDER_POSTS_MAX))
}

/** A series' order for its list; the first chapter first while a page the server drew is taken over. */
export const useChapterOrder = (postId: number): ChapterOrder =>
  orders.use(() => chapterOrderOf(postId), 'asc')

/** Forgets the orders in this module's memory: the next read comes from storage again (tests). */
export const reloadChapterOrders = orders.reload
