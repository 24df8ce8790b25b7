import type { Ledger } from './cluster-load.ts'

export interface WriteCheck {
  /** Acknowledged writes looked for in the database (the last like and rating per member and post, every save). */
  checked: number
  missing: string[]
}

/**
 * Looks in PostgreSQL itself for every write a server acknowledged: the like state and the rating
 * each member last set on each post (unless a later write of theirs got no answer: then either is
 * right), every save with its time or a later one, and every post's counters equal to their rows.
 */
export async function verifyWrites(databaseUrl: string, ledger: Ledger): Promise<WriteCheck> {
  const { default: postgres } = await import('postgres')
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const missing: string[] = []
  let checked = 0
  try {
    const liked = new Set(
      (
        await sql<
          { key: string }[]
        >`select member_id || ':' || post_id as key from likes where member_id is not null`
      ).map((row) => row.key),
    )
    for (const [key, last] of ledger.likes) {
      if (!last.known) continue
      checked += 1
      if (liked.has(key) !== last.value)
        missing.push(`like ${key}: ${last.value ? 'given' : 'taken back'}, not so in the database`)
    }
    const ratings = new Map(
      (
        await sql<
          { key: string; rating: number }[]
        >`select member_id || ':' || post_id as key, rating from ratings`
      ).map((row) => [row.key, row.rating]),
    )
    for (const [key, last] of ledger.ratings) {
      if (!last.known) continue
      checked += 1
      if (ratings.get(key) !== last.value)
        missing.push(`rating ${key}: ${last.value}, database ${ratings.get(key)}`)
    }
    const saved = new Map(
      (
        await sql<
          { key: string; at: string }[]
        >`select member_id || ':' || post_id as key, at::text from library_entries
          where list = 'saved' and not removed`
      ).map((row) => [row.key, Number(row.at)]),
    )
    for (const entry of ledger.saved) {
      checked += 1
      const at = saved.get(`${entry.memberId}:${entry.postId}`)
      if (at === undefined || at < entry.at)
        missing.push(`save ${entry.memberId}:${entry.postId} at ${entry.at}`)
    }
    const drift = await sql<{ id: number }[]>`select p.id from posts p
        left join (select post_id, count(*)::int as n from likes group by post_id) l on l.post_id = p.id
        left join (select post_id, count(*)::int as n, sum(rating)::int as total from ratings group by post_id) r
          on r.post_id = p.id
        where p.like_count <> coalesce(l.n, 0) or p.rating_count <> coalesce(r.n, 0)
          or p.rating_total <> coalesce(r.total, 0)`
    for (const { id } of drift) missing.push(`post ${id}: a counter differs from its rows`)
  } finally {
    await sql.end()
  }
  return { checked, missing }
}
