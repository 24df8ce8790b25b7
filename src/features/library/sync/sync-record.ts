import * as v from 'valibot'
import { LIBRARY_SAVED_MAX } from '../../../contract/limits.ts'
import { lenientArray } from '../../../contract/schemas/envelope.ts'
import { type LibraryChange, libraryChangeSchema } from '../../../contract/schemas/library-sync.ts'
import { readJson, writeItem } from '../../../shared/local-storage.ts'

/** The sync's own record on the device (localStorage): changes not yet on the server survive a reload. */
export const LIBRARY_SYNC_KEY = 'librarySync'

/**
 * The most changes kept waiting: a saved list, its removals and a history's worth. Older ones go
 * first; the server's copy still has what they changed, so nothing is lost but those oldest changes.
 */
const PENDING_MAX = LIBRARY_SAVED_MAX * 2

const recordSchema = v.object({
  /** Which sign-in the record belongs to (a short tag of its token, not the token): another one merges again. */
  session: v.fallback(v.string(), ''),
  /** The changes to the lists not yet sent, one per list and post (the latest). */
  pending: v.fallback(lenientArray(libraryChangeSchema), []),
  /** Reading and film positions changed after this time (ms) are still to be sent. */
  positionsAt: v.fallback(v.number(), 0),
  /** A sign-in's merge under way, and what it brings: when it is done the member is told. */
  merging: v.fallback(
    v.nullable(v.object({ saved: v.number(), history: v.number(), positions: v.number() })),
    null,
  ),
})
export type SyncRecord = v.InferOutput<typeof recordSchema>

const empty: SyncRecord = { session: '', pending: [], positionsAt: 0, merging: null }

export const readSyncRecord = (): SyncRecord => readJson(LIBRARY_SYNC_KEY, recordSchema, empty)

export function writeSyncRecord(record: SyncRecord | null) {
  if (record) record.pending = record.pending.slice(-PENDING_MAX)
  writeItem(LIBRARY_SYNC_KEY, record && JSON.stringify(record))
}

export const changeKey = (change: Pick<LibraryChange, 'list' | 'id'>) => `${change.list}:${change.id}`

/** Adds changes to the waiting ones: a later change to the same entry replaces the earlier. */
export function queued(pending: LibraryChange[], changes: LibraryChange[]): LibraryChange[] {
  const keys = new Set(changes.map(changeKey))
  return [...pending.filter((change) => !keys.has(changeKey(change))), ...changes]
}

/**
 * A short tag of the session token: it tells one sign-in from the next without keeping the token
 * a second time (FNV-1a, 32 bits: enough to tell two tokens apart, far too little to find one).
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}
