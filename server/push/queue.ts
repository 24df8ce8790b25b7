import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/*
 * Pushes go out as jobs of the library's queue (library/jobs), kind `push`, one per member and post
 * (key `member:post`), the chapters to tell of in the payload: queued after the chapters commit, never
 * on a request's path. New chapters of a post meet a job of it not started yet and join it, so a
 * batch of chapters landing at once is one notification ("3 new chapters").
 */

export const PUSH_JOB = 'push'

export interface PushJobPayload {
  member: number
  post: number
  chapters: number[]
}

/** This process's push workers, woken when a push is queued here rather than at their next look. */
const wakers = new Set<() => void>()
export function onPushQueued(wake: () => void) {
  wakers.add(wake)
  return () => void wakers.delete(wake)
}
const wakeWorkers = () => {
  for (const wake of wakers) wake()
}

/** A pending job's chapters and the new ones, once each, in order. */
const joinedChapters = sql.raw(
  `jsonb_set(library_jobs.payload, '{chapters}', (
     select coalesce(jsonb_agg(distinct chapter order by chapter), '[]'::jsonb)
     from jsonb_array_elements(library_jobs.payload->'chapters' || excluded.payload->'chapters') chapter))`,
)

/**
 * Queues the news of a post's new chapters for each member who follows it and has a device to tell:
 * called once they are committed (library/save.ts). A member's job of the post not started yet
 * takes them in.
 */
export async function queueChapterPushes(db: Db, postId: number, chapterIds: number[]) {
  if (chapterIds.length === 0) return
  const chapters = JSON.stringify([...new Set(chapterIds)].sort((a, b) => a - b))
  await db.execute(
    sql`insert into library_jobs (kind, key, payload)
        select ${PUSH_JOB}, e.member_id || ':' || e.post_id,
          jsonb_build_object('member', e.member_id, 'post', e.post_id, 'chapters', ${chapters}::jsonb)
        from library_entries e
        where e.post_id = ${postId} and e.list = 'followed' and not e.removed
          and exists (select 1 from push_subscriptions s where s.member_id = e.member_id)
        on conflict (kind, key) where state = 'pending'
        do update set payload = ${joinedChapters}, updated_at = now()`,
  )
  wakeWorkers()
}

/**
 * Queues one member's news of a post again, to go at `runAfter` (quiet hours' end, an episode still
 * being packaged). Joining a job of the post not started yet, the later time holds for both.
 */
export async function queuePushLater(db: Db, payload: PushJobPayload, runAfter: Date) {
  await db.execute(
    sql`insert into library_jobs (kind, key, payload, run_after)
        values (${PUSH_JOB}, ${`${payload.member}:${payload.post}`}, ${JSON.stringify(payload)}::jsonb,
          ${runAfter.toISOString()}::timestamptz)
        on conflict (kind, key) where state = 'pending'
        do update set payload = ${joinedChapters},
          run_after = greatest(library_jobs.run_after, excluded.run_after), updated_at = now()`,
  )
}
