import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { startServer, tempDataDir } from '../local-server.ts'
import { signUpByMail } from '../mailed-registration.ts'
import { freshPostgres } from '../postgres-scratch.ts'
import type { AttackRow } from './report.ts'
import { demoPosts, inPool, newDeviceId, type Post, Visitor } from './visitor.ts'

export const WRITERS = 50
export const WRITES = 5000

interface Counters {
  id: number
  like_count: number
  likes: number
  rating_total: number
  total: number
  rating_count: number
  ratings: number
}

/** Posts whose counters do not equal the rows behind them (likes, ratings). */
async function countersAgainstRows(url: string): Promise<{ posts: number; wrong: string[] }> {
  const { default: postgres } = await import('postgres')
  const sql = postgres(url, { max: 1 })
  try {
    const rows = await sql.unsafe<Counters[]>(`
      select p.id, p.like_count, p.rating_total, p.rating_count,
        (select count(*)::int from likes l where l.post_id = p.id) as likes,
        (select coalesce(sum(r.rating), 0)::int from ratings r where r.post_id = p.id) as total,
        (select count(*)::int from ratings r where r.post_id = p.id) as ratings
      from posts p`)
    const wrong = rows
      .filter((r) => r.like_count !== r.likes || r.rating_total !== r.total || r.rating_count !== r.ratings)
      .map(
        (r) =>
          `post ${r.id}: like_count ${r.like_count}/${r.likes} rows, rating_total ${r.rating_total}/${r.total}, rating_count ${r.rating_count}/${r.ratings}`,
      )
    return { posts: rows.length, wrong }
  } finally {
    await sql.end()
  }
}

/**
 * A second server on a fresh PostgreSQL database: 50 members, each from its own address, like, take
 * back and rate the same few posts at once, 5,000 writes in all. No write may fail with a 5xx, and
 * afterwards every counter must equal the rows behind it.
 */
export async function concurrentWriters(
  adminUrl: string,
  trustProxy: string,
  port?: number,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const database = await freshPostgres(adminUrl, 'attack')
  const data = tempDataDir('attack-pg')
  try {
    const server = await startServer({
      dataDir: data.dir,
      port,
      quiet: true,
      env: {
        DATABASE_URL: database.url,
        SEED_DEMO: 'true',
        TRUST_PROXY: trustProxy,
        SECRET: randomBytes(24).toString('hex'),
      },
    })
    try {
      const base = server.url
      const all = await demoPosts(base)
      // Few posts, so the writes collide on the same rows.
      const posts: Post[] = [
        ...all.filter((p) => p.posttype === 'movie').slice(0, 2),
        ...all.filter((p) => p.posttype === 'comic').slice(0, 2),
      ]
      const writers = Array.from(
        { length: WRITERS },
        (_, i) => new Visitor(base, `10.77.${i >> 8}.${i & 255}`, newDeviceId()),
      )
      const tokens: string[] = []
      // Sign-ups go two at a time: password hashing is meant to queue, not to be raced here.
      await inPool(WRITERS, 2, Date.now() + 120_000, async (i) => {
        const writer = writers[i]!
        const email = `writer-${randomBytes(4).toString('hex')}-${i}@example.com`
        const member = { name: `Writer ${i}`, email, password: 'writer-password' }
        const session = await signUpByMail(writer.api, join(data.dir, 'outbox'), member, writer.headers())
        writer.requests += 2
        writer.token = session.token
        tokens[i] = await writer.csrf()
      })
      const statuses = new Map<number, number>()
      const perWriter = WRITES / WRITERS
      const deadline = Date.now() + 180_000
      let sent = 0
      await Promise.all(
        writers.map(async (writer, i) => {
          for (let n = 0; n < perWriter && Date.now() < deadline; n++) {
            const post = posts[Math.floor(Math.random() * posts.length)]!
            const roll = Math.random()
            const answer =
              roll < 0.4
                ? await writer.like(post, tokens[i]!, true)
                : roll < 0.7
                  ? await writer.like(post, tokens[i]!, false)
                  : await writer.rate(post, tokens[i]!, 1 + Math.floor(Math.random() * 10))
            sent++
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          }
        }),
      )
      const check = await countersAgainstRows(database.url)
      const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
      const accepted = statuses.get(200) ?? 0
      const answers = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ')
      const problems = [
        sent < WRITES ? `only ${sent} writes sent in time` : '',
        serverErrors ? `${serverErrors}× 5xx` : '',
        check.wrong.length ? `${check.wrong.length} posts off: ${check.wrong.slice(0, 3).join('; ')}` : '',
        // Writes refused by a limit prove nothing about concurrency: most must have gone through.
        accepted < sent / 2 ? 'fewer than half the writes accepted: concurrency not measured' : '',
      ].filter(Boolean)
      return {
        requests: writers.reduce((n, w) => n + w.requests, 0),
        happened: `${sent} writes on ${posts.length} posts: ${answers}; counters of ${check.posts} posts checked against their rows, ${check.wrong.length} off${problems.length ? ` (${problems.join('; ')})` : ''}`,
        result: problems.length === 0 ? 'pass' : 'fail',
      }
    } finally {
      await server.stop()
    }
  } finally {
    data.remove()
    await database.drop()
  }
}
