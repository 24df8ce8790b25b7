import { sql } from 'drizzle-orm'
import { likes, members, postViewsDaily, ratings } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { demoMembers, type Engagement } from './engagement.ts'

/** Rows go in a few hundred at a time: one statement each, well under any parameter limit. */
export async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** The demo members, their ratings and likes, anonymous likes and daily views; then the counters. */
export async function insertActivity(tx: Tx, postIds: number[], engagement: Engagement[]) {
  const memberRows = await tx.insert(members).values(demoMembers()).returning({ id: members.id })
  const memberId = (index: number) => memberRows[index]!.id
  const ratingRows = engagement.flatMap((e, i) =>
    e.ratings.map((r) => ({
      postId: postIds[i]!,
      memberId: memberId(r.member),
      rating: r.rating,
      content: r.content,
    })),
  )
  await inChunks(ratingRows, 500, (chunk) => tx.insert(ratings).values(chunk))
  const likeRows = engagement.flatMap((e, i) => [
    ...e.memberLikes.map((m) => ({ postId: postIds[i]!, memberId: memberId(m) })),
    ...e.deviceLikes.map((deviceId) => ({ postId: postIds[i]!, deviceId })),
  ])
  await inChunks(likeRows, 500, (chunk) => tx.insert(likes).values(chunk))
  // Days are counted back from the database's own date, the one the view rollup uses.
  const dayRows = engagement.flatMap((e, i) =>
    e.days.map((d) => ({
      postId: postIds[i]!,
      day: sql<string>`current_date - ${d.daysAgo}::int`,
      views: d.views,
    })),
  )
  await inChunks(dayRows, 500, (chunk) => tx.insert(postViewsDaily).values(chunk))
  await updateCounters(tx, Math.min(...postIds))
}

/**
 * Every counter a post shows is summed from its rows, so they agree by construction: likes,
 * ratings, chapters, and views (those from before the daily buckets plus the buckets; today's
 * bucket and the last seven days', as the view rollup counts them).
 */
async function updateCounters(tx: Tx, fromId: number) {
  await tx.execute(sql`
    update posts p set
      like_count = (select count(*) from likes l where l.post_id = p.id),
      rating_total = coalesce((select sum(r.rating) from ratings r where r.post_id = p.id), 0),
      rating_count = (select count(*) from ratings r where r.post_id = p.id),
      episode_total = (select count(*) from chapters c where c.post_id = p.id),
      views = p.views + coalesce((select sum(d.views) from post_views_daily d where d.post_id = p.id), 0),
      views_day = coalesce((select sum(d.views) from post_views_daily d
        where d.post_id = p.id and d.day = current_date), 0),
      views_week = coalesce((select sum(d.views) from post_views_daily d
        where d.post_id = p.id and d.day > current_date - 7 and d.day <= current_date), 0)
    where p.id >= ${fromId}`)
}
