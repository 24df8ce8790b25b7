import * as v from 'valibot'
import { LIBRARY_CHANGES_MAX } from '../../../contract/limits.ts'
import {
  type LibraryChange,
  positionSchema,
  type SyncedList,
  type SyncedPosition,
  syncedLists,
} from '../../../contract/schemas/library-sync.ts'
import type { Library, LibraryPost } from '../../../entities/library/library-store.ts'
import { flushPositions } from '../../../entities/reading/positions.ts'
import { HISTORY_CAP } from '../../../shared/limits.ts'
import { readJson } from '../../../shared/local-storage.ts'
import { FILM_POSITIONS_KEY, READER_POSITIONS_KEY } from '../../../shared/storage-keys.ts'
import { keptEntries, storedNumber } from '../../../shared/stored-entries.ts'

/** The device's lists as the server names them. */
export const listsOf = (library: Library): Record<SyncedList, LibraryPost[]> => ({
  saved: library.savedPosts,
  history: library.viewedHistory,
  followed: library.followedPosts ?? [],
  shelf: library.shelvedPosts ?? [],
})

/** When each post of each list was last changed: what a change to the library is told apart by. */
export type Snapshot = Record<SyncedList, Map<number, number>>
export const snapshotOf = (library: Library): Snapshot => {
  const lists = listsOf(library)
  const times = (list: SyncedList) => new Map(lists[list].map((p) => [p.id, p.at]))
  return {
    saved: times('saved'),
    history: times('history'),
    followed: times('followed'),
    shelf: times('shelf'),
  }
}

const asChange = (list: SyncedList, post: LibraryPost): LibraryChange => ({
  list,
  id: post.id,
  at: Math.round(post.at),
  removed: false,
  ...(list !== 'history' || post.chapter === undefined ? {} : { chapter: post.chapter }),
  ...(list === 'shelf' ? { shelf: post.shelf ?? 'reading' } : {}),
})

/** Every post of the device's lists, as changes: what a sign-in merges into the account. */
export function everything(library: Library): LibraryChange[] {
  const lists = listsOf(library)
  return syncedLists.flatMap((list) => lists[list].map((post) => asChange(list, post)))
}

/**
 * The changes from one state of the library to the next: a post added or seen again (its `at` moved),
 * or taken out. A post that leaves the history only because 50 newer ones came is not a removal:
 * the server's history drops it by itself, and a removal would wrongly beat another device's view.
 */
export function changesBetween(before: Snapshot, library: Library, now = Date.now()): LibraryChange[] {
  const changes: LibraryChange[] = []
  const lists = listsOf(library)
  for (const list of syncedLists) {
    const posts = lists[list]
    const ids = new Set<number>()
    for (const post of posts) {
      ids.add(post.id)
      if (before[list].get(post.id) !== post.at) changes.push(asChange(list, post))
    }
    const oldest = Math.min(...posts.map((p) => p.at))
    for (const [id, at] of before[list]) {
      if (ids.has(id)) continue
      if (list === 'history' && posts.length >= HISTORY_CAP && at <= oldest) continue
      changes.push({ list, id, at: now, removed: true })
    }
  }
  return changes
}

const readerSchema = v.object({
  chapters: v.fallback(
    keptEntries(
      v.object({
        page: v.optional(v.pipe(storedNumber(1, Number.MAX_SAFE_INTEGER), v.integer())),
        fraction: v.optional(storedNumber(0, 1)),
        at: v.pipe(storedNumber(0, Number.MAX_SAFE_INTEGER), v.integer()),
      }),
    ),
    {},
  ),
})
const filmSchema = keptEntries(
  v.object({
    t: storedNumber(0, 129_600),
    d: v.optional(storedNumber(0, 129_600)),
    at: v.pipe(storedNumber(0, Number.MAX_SAFE_INTEGER), v.integer()),
  }),
)

/** `postId:index` (readers) or `movie:postId:index` (films), as the device keeps them. */
const CHAPTER_KEY = /^(\d+):(\d+)$/
const FILM_KEY = /^movie:(\d+):(\d+)$/

/** The reading and film positions this device keeps, as the server names them. */
export function devicePositions(): SyncedPosition[] {
  // A reader's last positions are written a moment later: read them now, or one older than a position
  // already sent would never be.
  flushPositions()
  const positions: SyncedPosition[] = []
  const reader = readJson(READER_POSITIONS_KEY, readerSchema, { chapters: {} })
  for (const [key, { page, fraction, at }] of Object.entries(reader.chapters)) {
    const match = CHAPTER_KEY.exec(key)
    if (!match) continue
    positions.push({
      kind: 'chapter',
      post: Number(match[1]),
      index: Number(match[2]),
      at,
      ...(page === undefined ? {} : { page }),
      ...(fraction === undefined ? {} : { fraction }),
    })
  }
  for (const [key, { t, d, at }] of Object.entries(readJson(FILM_POSITIONS_KEY, filmSchema, {}))) {
    const match = FILM_KEY.exec(key)
    if (!match) continue
    positions.push({
      kind: 'film',
      post: Number(match[1]),
      index: Number(match[2]),
      at,
      t,
      ...(d === undefined ? {} : { d }),
    })
  }
  return positions.filter((p) => p.post >= 1)
}

/** The positions changed after `since`, oldest first, as many as one call carries. */
export function positionsSince(since: number): SyncedPosition[] {
  // Only what the server takes (an index past its range, a film longer than it allows, are not sent).
  return devicePositions()
    .filter((p) => p.at > since && v.is(positionSchema, p))
    .sort((a, b) => a.at - b.at)
    .slice(0, LIBRARY_CHANGES_MAX)
}
