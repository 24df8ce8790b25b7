import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import type { Ledger, Post } from './crash-client.ts'

export interface Counters {
  like_count: number
  rating_count: number
  rating_total: number
}

/** The counters each post shows, read through the API (the public cache is off for this run). */
export async function readCounters(base: string, posts: Post[]): Promise<Map<number, Counters>> {
  const out = new Map<number, Counters>()
  for (const post of posts) {
    const res = await fetch(`${base}/vi/api/v1/posts/detail/${post.posttype}/${post.slug}/`)
    const { data } = (await res.json()) as { data: Counters }
    out.set(post.id, {
      like_count: data.like_count,
      rating_count: data.rating_count,
      rating_total: data.rating_total,
    })
  }
  return out
}

/** Through the API: every acknowledged member can still use its session, and counters moved exactly. */
export async function verifyByApi(
  base: string,
  posts: Post[],
  before: Map<number, Counters>,
  ledger: Ledger,
): Promise<string[]> {
  const problems: string[] = []
  for (const member of ledger.members) {
    const res = await fetch(`${base}/vi/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    })
    const body = (await res.json()) as { data?: { id: number; email: string } }
    if (res.status !== 200 || body.data?.id !== member.id)
      problems.push(`member ${member.email} is gone (${res.status})`)
  }
  const after = await readCounters(base, posts)
  for (const post of posts) {
    const owners = new Set(
      ledger.likes.filter((l) => l.postId === post.id).map((l) => l.memberId ?? l.deviceId),
    )
    const ratings = ledger.ratings.filter((r) => r.postId === post.id)
    const expected = {
      like_count: before.get(post.id)!.like_count + owners.size,
      rating_count: before.get(post.id)!.rating_count + ratings.length,
      rating_total: before.get(post.id)!.rating_total + ratings.reduce((sum, r) => sum + r.rating, 0),
    }
    const got = after.get(post.id)!
    for (const key of Object.keys(expected) as (keyof Counters)[]) {
      if (got[key] !== expected[key])
        problems.push(`${post.slug}: ${key} is ${got[key]}, expected ${expected[key]}`)
    }
  }
  return problems
}

/** In the database itself: each acknowledged write is one row, and every counter equals its rows. */
export async function verifyInDatabase(db: Db, ledger: Ledger): Promise<string[]> {
  const problems: string[] = []
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rowsOf<{ n: number }>(db, query))[0]!.n)
  for (const email of [...ledger.members.map((m) => m.email), ...ledger.registeredUnanswered]) {
    const n = await count(sql`select count(*) as n from members where lower(email) = lower(${email})`)
    if (n !== 1) problems.push(`member ${email}: ${n} rows`)
  }
  for (const like of ledger.likes) {
    const owner = like.memberId
      ? sql`member_id = ${like.memberId}`
      : sql`member_id is null and device_id = ${like.deviceId!}`
    const n = await count(sql`select count(*) as n from likes where post_id = ${like.postId} and ${owner}`)
    if (n !== 1) problems.push(`like of post ${like.postId} by ${like.memberId ?? like.deviceId}: ${n} rows`)
  }
  for (const rating of ledger.ratings) {
    const rows = await rowsOf<{ rating: number }>(
      db,
      sql`select rating from ratings where post_id = ${rating.postId} and member_id = ${rating.memberId}`,
    )
    if (rows.length !== 1 || rows[0]!.rating !== rating.rating) {
      problems.push(`rating of post ${rating.postId} by member ${rating.memberId}: ${JSON.stringify(rows)}`)
    }
  }
  const drift = await rowsOf<{ id: number }>(
    db,
    sql`select p.id from posts p
        left join (select post_id, count(*)::int as n from likes group by post_id) l on l.post_id = p.id
        left join (select post_id, count(*)::int as n, sum(rating)::int as total from ratings group by post_id) r
          on r.post_id = p.id
        where p.like_count <> coalesce(l.n, 0) or p.rating_count <> coalesce(r.n, 0)
          or p.rating_total <> coalesce(r.total, 0)`,
  )
  for (const { id } of drift)
    problems.push(`post ${id}: a counter differs from its rows (counted twice or lost)`)
  return problems
}
