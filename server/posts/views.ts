import { sql } from 'drizzle-orm'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { repeat } from '../jobs.ts'
import { isPublishedP } from './published.ts'
import { rowsOf } from './rows.ts'

/**
 * Counts one view, unless this viewer (member or device) or this address was already counted for the
 * post this hour: both marks are inserted, and the view counts only when both are new (a unique key
 * settles races between servers). The running total, today's bucket and the rolled-up day and week
 * counters then move together, so the trending sorts see the view at once, not at the next rollup.
 * Returns the post's views (moved or not), or null when no post has that id and post type.
 */
export async function recordView(
  db: Db,
  posttype: Posttype,
  id: number,
  marks: { viewer: string; address: string },
) {
  return inTransaction(db, async (tx) => {
    const [post] = await rowsOf<{ views: number }>(
      tx,
      sql`select views from posts p where id = ${id} and posttype = ${posttype} and ${isPublishedP}`,
    )
    if (!post) return null
    const added = await rowsOf(
      tx,
      sql`insert into post_view_marks (post_id, viewer, hour)
          values (${id}, ${marks.viewer}, date_trunc('hour', now())), (${id}, ${marks.address}, date_trunc('hour', now()))
          on conflict do nothing returning viewer`,
    )
    if (added.length < 2) return post
    const [counted] = await rowsOf<{ views: number }>(
      tx,
      sql`update posts set views = views + 1, views_day = views_day + 1, views_week = views_week + 1
          where id = ${id} returning views`,
    )
    await tx.execute(sql`
      insert into post_views_daily (post_id, day, views) values (${id}, current_date, 1)
      on conflict (post_id, day) do update set views = post_views_daily.views + 1`)
    return counted!
  })
}

/** Buckets are kept a little longer than the widest window, for a month-long ranking later. */
const KEEP_DAYS = 35

/**
 * Recomputes views_day (today's bucket) and views_week (the last 7 days, today included) from the
 * buckets, so a post falls back when a day ends without views. Only posts with recent buckets or
 * non-zero counters are touched; a post idle for a week is left alone once it reads zero.
 */
export async function rollupViews(db: Db) {
  await db.execute(sql`
    update posts as p set views_day = r.day_views, views_week = r.week_views
    from (
      select c.id,
        coalesce(sum(d.views) filter (where d.day = current_date), 0)::int as day_views,
        coalesce(sum(d.views) filter (where d.day > current_date - 7 and d.day <= current_date), 0)::int
          as week_views
      from (
        select post_id as id from post_views_daily where day > current_date - 8
        union
        select id from posts where views_day <> 0 or views_week <> 0
      ) as c
      left join post_views_daily d on d.post_id = c.id and d.day > current_date - 8
      group by c.id
    ) as r
    where p.id = r.id and (p.views_day <> r.day_views or p.views_week <> r.week_views)`)
  await db.execute(sql`delete from post_views_daily where day < current_date - ${KEEP_DAYS}::int`)
  // A mark only matters during its own hour.
  await db.execute(sql`delete from post_view_marks where hour < date_trunc('hour', now())`)
}

/** Runs the rollup now and every minute; returns the function that stops it. */
export const startViewRollup = (db: Db, everyMs = 60_000) =>
  repeat('views rollup', () => rollupViews(db), everyMs)
