import type {
  LibraryChange,
  SyncedLibrary,
  SyncedList,
  SyncedPost,
} from '../../../contract/schemas/library-sync.ts'
import type { Library, LibraryPost } from '../../../entities/library/library-store.ts'
import { flushPositions, reloadPositions } from '../../../entities/reading/positions.ts'
import { HISTORY_CAP } from '../../../shared/limits.ts'
import { readItem, writeItem } from '../../../shared/local-storage.ts'
import { FILM_POSITIONS_KEY, READER_POSITIONS_KEY } from '../../../shared/storage-keys.ts'
import { listsOf } from './device-changes.ts'

const newestFirst = (a: LibraryPost, b: LibraryPost) => b.at - a.at

/**
 * The library this device shows: the member's copy from the server, with the device's changes the
 * server has not had yet on top (they are newer than anything it knows of them). Titles the device
 * learnt in other languages are kept.
 */
export function libraryFrom(server: SyncedLibrary, device: Library, pending: LibraryChange[]): Library {
  const known = new Map<number, LibraryPost>()
  for (const post of [...device.likedPosts, ...device.savedPosts, ...device.viewedHistory])
    known.set(post.id, post)
  const likedIds = new Set(server.liked.map((p) => p.id))
  const asPost = ({ at, chapter, shelf, updated, unread, ...card }: SyncedPost): LibraryPost => ({
    ...card,
    at,
    isLike: likedIds.has(card.id),
    ...(chapter === undefined ? {} : { chapter }),
    ...(shelf === undefined ? {} : { shelf }),
    ...(updated === undefined ? {} : { updated }),
    ...(unread === undefined ? {} : { unread }),
    titles: { ...known.get(card.id)?.titles, ...(card.lang ? { [card.lang]: card.title } : {}) },
  })
  const lists: Record<SyncedList, LibraryPost[]> = {
    saved: server.saved.map(asPost),
    history: server.history.map(asPost),
    followed: server.followed.map(asPost),
    shelf: server.shelves.map(asPost),
  }
  const deviceLists = listsOf(device)
  for (const change of pending) {
    const without = lists[change.list].filter((p) => p.id !== change.id)
    const mine = deviceLists[change.list].find((p) => p.id === change.id)
    lists[change.list] = change.removed || !mine ? without : [mine, ...without]
  }
  return {
    savedPosts: lists.saved.sort(newestFirst),
    viewedHistory: lists.history
      .sort(newestFirst)
      .slice(0, HISTORY_CAP)
      .map((p) => ({ ...p, isLike: likedIds.has(p.id) })),
    likedPosts: server.liked.map(asPost).map((p) => ({ ...p, isLike: true })),
    followedPosts: lists.followed.sort(newestFirst),
    shelvedPosts: lists.shelf.sort(newestFirst),
  }
}

function readRecord(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readItem(key) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
const atOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && typeof (entry as { at?: unknown }).at === 'number'
    ? (entry as { at: number }).at
    : -1

/**
 * The server's positions kept on the device where they are newer than the device's own: a chapter's
 * place (and the post's last chapter read, what 'continue' opens) and a film's time. Written to the
 * same records the readers and the player read, which then read them again.
 */
export function applyPositions(positions: SyncedLibrary['positions']) {
  if (positions.length === 0) return
  // What a reader has not written yet goes first, so it is compared, not lost.
  flushPositions()
  const reader = readRecord(READER_POSITIONS_KEY)
  const chapters = { ...(reader.chapters as Record<string, unknown> | undefined) }
  const posts = { ...(reader.posts as Record<string, unknown> | undefined) }
  const films = readRecord(FILM_POSITIONS_KEY)
  let readerChanged = false
  let filmsChanged = false
  for (const position of positions) {
    if (position.kind === 'chapter') {
      const { post, index, at, page, fraction } = position
      const entry = {
        index,
        at,
        ...(page === undefined ? {} : { page }),
        ...(fraction === undefined ? {} : { fraction }),
      }
      const key = `${post}:${index}`
      if (atOf(chapters[key]) >= at) continue
      chapters[key] = entry
      if (atOf(posts[String(post)]) < at) posts[String(post)] = entry
      readerChanged = true
    } else {
      const { post, index, at, t, d } = position
      const key = `movie:${post}:${index}`
      if (atOf(films[key]) >= at) continue
      films[key] = { t, at, ...(d === undefined ? {} : { d }) }
      filmsChanged = true
    }
  }
  if (readerChanged) {
    writeItem(READER_POSITIONS_KEY, JSON.stringify({ ...reader, chapters, posts }))
    reloadPositions()
  }
  if (filmsChanged) writeItem(FILM_POSITIONS_KEY, JSON.stringify(films))
}

/** Signing out without keeping the library: the device forgets where it was in each chapter and film too. */
export function forgetPositions() {
  flushPositions()
  writeItem(READER_POSITIONS_KEY, null)
  writeItem(FILM_POSITIONS_KEY, null)
  reloadPositions()
}
