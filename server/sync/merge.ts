import { sql } from 'drizzle-orm'
import type * as v from 'valibot'
import {
  LIBRARY_HISTORY_MAX,
  LIBRARY_POSITIONS_MAX,
  LIBRARY_REMOVALS_MAX,
  LIBRARY_SAVED_MAX,
} from '../../src/contract/limits.ts'
import type { librarySyncBody } from '../../src/contract/schemas/library-sync.ts'
import type { Db } from '../db/client.ts'
import type { PlaceDevice } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'

type SyncBody = v.InferOutput<typeof librarySyncBody>
/**
 * A device's changes (the sync call's body, its token aside), or a reader app's, which may name the
 * device a place comes from (OPDS Progression); a place without one is the site's own.
 */
type Batch = Pick<SyncBody, 'changes'> & {
  positions: (SyncBody['positions'][number] & { device?: PlaceDevice })[]
}

/**
 * One row per key, the newest change of the batch: Postgres refuses to update a row twice in one
 * statement. Sorted by key, so two calls of one member lock the same rows in the same order.
 */
function newestByKey<T extends { at: number }>(
  items: T[],
  keyOf: (item: T) => string,
  wins: (a: T, b: T) => boolean,
) {
  const kept = new Map<string, T>()
  for (const item of items) {
    const key = keyOf(item)
    const known = kept.get(key)
    if (!known || wins(item, known)) kept.set(key, item)
  }
  return [...kept.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, item]) => item)
}

/**
 * Merges a device's changes into the member's library: per entry the later change wins (a removal as
 * well as a save), so two devices changing the same entry end with the latest of the two, and neither
 * loses both. A time ahead of the server's clock counts as now: a device whose clock runs fast cannot
 * make its entries win for ever. Entries of posts that do not exist are left out.
 */
export async function mergeLibrary(db: Db, memberId: number, batch: Batch) {
  const now = Date.now()
  const changes = newestByKey(
    batch.changes.map((c) => ({ ...c, at: Math.min(c.at, now) })),
    (c) => `${c.list}:${c.id}`,
    // At the same instant a removal wins: the member's last word on it was to take it out.
    (a, b) => a.at > b.at || (a.at === b.at && a.removed),
  )
  const positions = newestByKey(
    batch.positions.map((p) => ({ ...p, at: Math.min(p.at, now) })),
    (p) => `${p.kind}:${p.post}:${p.index}`,
    (a, b) => a.at > b.at,
  )
  if (changes.length === 0 && positions.length === 0) return
  await inTransaction(db, async (tx) => {
    if (changes.length > 0) {
      const rows = changes.map((c) => ({
        list: c.list,
        post_id: c.id,
        at: c.at,
        removed: c.removed,
        chapter: c.chapter ?? null,
        shelf: c.shelf ?? null,
      }))
      // A reading list taken away keeps the name it had: only a newer choice names another.
      await tx.execute(sql`
        insert into library_entries (member_id, list, post_id, at, removed, chapter, shelf)
        select ${memberId}, x.list, x.post_id, x.at, x.removed, x.chapter, x.shelf
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(list text, post_id int, at bigint, removed boolean, chapter int, shelf text)
        where exists (select 1 from posts p where p.id = x.post_id)
        on conflict (member_id, list, post_id) do update
          set at = excluded.at, removed = excluded.removed,
              chapter = coalesce(excluded.chapter, library_entries.chapter),
              shelf = coalesce(excluded.shelf, library_entries.shelf)
          where excluded.at > library_entries.at`)
      // The lists keep their caps here as on the device: the history its 50 latest, removals their
      // latest, the saved, followed and shelved posts as many as one list holds.
      await tx.execute(sql`
        delete from library_entries e using (
          select list, post_id, removed,
            row_number() over (partition by list, removed order by at desc, post_id desc) as n
          from library_entries where member_id = ${memberId}
        ) r
        where e.member_id = ${memberId} and e.list = r.list and e.post_id = r.post_id and (
          (r.removed and r.n > ${LIBRARY_REMOVALS_MAX})
          or (not r.removed and r.list = 'history' and r.n > ${LIBRARY_HISTORY_MAX})
          or (not r.removed and r.list <> 'history' and r.n > ${LIBRARY_SAVED_MAX}))`)
    }
    if (positions.length > 0) {
      const rows = positions.map(({ kind, post, index, at, device, ...place }) => ({
        kind,
        post_id: post,
        index,
        at,
        place,
        device: device ?? null,
      }))
      await tx.execute(sql`
        insert into library_positions (member_id, kind, post_id, "index", at, place, device)
        select ${memberId}, x.kind, x.post_id, x."index", x.at, x.place, x.device
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(kind text, post_id int, "index" int, at bigint, place jsonb, device jsonb)
        where exists (select 1 from posts p where p.id = x.post_id)
        on conflict (member_id, kind, post_id, "index") do update
          set at = excluded.at, place = excluded.place, device = excluded.device
          where excluded.at > library_positions.at`)
      await tx.execute(sql`
        delete from library_positions l using (
          select kind, post_id, "index", row_number() over (order by at desc) as n
          from library_positions where member_id = ${memberId}
        ) r
        where l.member_id = ${memberId} and l.kind = r.kind and l.post_id = r.post_id
          and l."index" = r."index" and r.n > ${LIBRARY_POSITIONS_MAX}`)
    }
  })
}
