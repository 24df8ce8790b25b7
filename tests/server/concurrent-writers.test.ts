import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../server/auth/sessions.ts'
import type { Db } from '../../server/db/client.ts'
import { members } from '../../server/db/schema.ts'
import { inTransaction } from '../../server/db/transaction.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { csrfToken, multipart } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * Many writers at once on a few posts, on PostgreSQL with its pool of connections (PGlite runs one
 * query at a time, so it cannot deadlock). Before the counters moved last by single statements, likes
 * and ratings of one post deadlocked here: 500s, and counters off from their rows.
 */
const CLIENTS = 50
const WRITES_PER_CLIENT = 100
/** Requests each client keeps in flight: a browser sends a like and a rating without waiting. */
const IN_FLIGHT = 2
const unlimited = { perAddress: 1_000_000, perMember: 1_000_000 }

interface Client {
  address: string
  csrf: string
  token?: string
}

// A seeded generator, so a failing run can be replayed.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe.skipIf(!process.env.DATABASE_URL)('concurrent writers on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    // Each client has its own address and member or device, but 100 writes in a few seconds is past
    // what a person does: the write limits are lifted for this server only (createApp's options).
    server = await createTestServer({}, { writeLimits: { like: unlimited, rating: unlimited } })
  })
  afterAll(() => server?.close())

  it('answer every mixed like, unlike and rating without a 5xx, and keep each counter equal to its rows', async () => {
    const posts = await Promise.all([1, 2, 3].map(() => createPost(server.db, { posttype: 'comic' })))
    const clients: Client[] = []
    for (let i = 0; i < CLIENTS; i++) {
      const { csrf_token } = await csrfToken(server.app, `writer-device-${i}`)
      const client: Client = { address: `198.51.${i >> 8}.${(i & 255) + 1}`, csrf: csrf_token }
      // Half are members (they rate too), made directly: 25 password hashes would only slow the test.
      if (i % 2 === 0) {
        const [member] = await server.db
          .insert(members)
          .values({ name: `Writer ${i}`, email: `writer-${i}@example.com`, passwordHash: 'unused' })
          .returning({ id: members.id })
        client.token = (await createSession(server.db, member!.id, false)).token
      }
      clients.push(client)
    }

    const statuses = new Map<number, number>()
    const write = async (client: Client, next: () => number) => {
      const post = posts[Math.floor(next() * posts.length)]!
      const pick = next()
      const rate = client.token !== undefined && pick < 0.35
      const body = rate
        ? multipart({ rating: String(1 + Math.floor(next() * 10)), csrf_token: client.csrf })
        : multipart({ like: pick < 0.7 ? '1' : '2', csrf_token: client.csrf })
      const url = rate
        ? `/vi/api/v1/posts/action/rating/comic/${post.id}/`
        : `/vi/api/v1/posts/action/like/comic/${post.id}`
      const res = await server.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: {
          ...body.headers,
          'x-forwarded-for': client.address,
          ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
        },
      })
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    }
    await Promise.all(
      clients.map(async (client, i) => {
        const next = random(i + 1)
        for (let done = 0; done < WRITES_PER_CLIENT; done += IN_FLIGHT) {
          await Promise.all(Array.from({ length: IN_FLIGHT }, () => write(client, next)))
        }
      }),
    )

    expect(Object.fromEntries(statuses)).toEqual({ 200: CLIENTS * WRITES_PER_CLIENT })
    const drift = await rowsOf<{ id: number }>(
      server.db,
      sql`select p.id from posts p
          where p.like_count <> (select count(*) from likes l where l.post_id = p.id)
             or p.rating_total <> (select coalesce(sum(r.rating), 0) from ratings r where r.post_id = p.id)
             or p.rating_count <> (select count(*) from ratings r where r.post_id = p.id)`,
    )
    expect(drift).toEqual([])
    const [rows] = await rowsOf<{ likes: number; ratings: number }>(
      server.db,
      sql`select (select count(*)::int from likes) as likes, (select count(*)::int from ratings) as ratings`,
    )
    // The mix really wrote both kinds of rows.
    expect(rows!.likes).toBeGreaterThan(0)
    expect(rows!.ratings).toBeGreaterThan(0)
  }, 120_000)

  it('runs a transaction again once PostgreSQL gives it up as a deadlock', async () => {
    const a = await createPost(server.db, { posttype: 'game' })
    const b = await createPost(server.db, { posttype: 'game' })
    const bump = (tx: Pick<Db, 'execute'>, id: number) =>
      tx.execute(sql`update posts set views = views + 1 where id = ${id}`)
    const waitingForLock = async (pid: number) => {
      await expect
        .poll(
          async () => {
            const [row] = await rowsOf<{ waiting: boolean }>(
              server.db,
              sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`,
            )
            return row?.waiting
          },
          { timeout: 10_000 },
        )
        .toBe(true)
    }
    let attempts = 0
    let releaseOther!: () => void
    const otherHoldsB = new Promise<void>((resolve) => {
      releaseOther = resolve
    })
    let otherLocked!: () => void
    const bLocked = new Promise<void>((resolve) => {
      otherLocked = resolve
    })
    // The other writer locks b, then a; ours locks a, then b, and waits first, so it is the one
    // PostgreSQL's deadlock check picks (the first to have waited a full deadlock_timeout).
    const other = server.db.transaction(async (tx) => {
      await bump(tx, b.id)
      otherLocked()
      await otherHoldsB
      await bump(tx, a.id)
    })
    const ours = inTransaction(server.db, async (tx) => {
      attempts += 1
      await bump(tx, a.id)
      if (attempts === 1) {
        await bLocked
        const [backend] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
        // A Drizzle query runs when it is awaited or then'd: start it, then watch it wait.
        const second = bump(tx, b.id).then(() => undefined)
        await waitingForLock(backend!.pid)
        releaseOther()
        await second
      } else {
        await bump(tx, b.id)
      }
    })
    await Promise.all([ours, other])
    expect(attempts).toBe(2)
    const views = await rowsOf<{ views: number }>(
      server.db,
      sql`select views from posts where id in (${a.id}, ${b.id}) order by id`,
    )
    expect(views.map((row) => row.views)).toEqual([2, 2])
  })
})
