import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../posts/rows.ts'
import { failure, success } from './envelope.ts'

/** A database slower than this to say `select 1` is as good as down for a load balancer. */
const HEALTH_TIMEOUT_MS = 2000

/** What `work` answers within `timeoutMs`; undefined when it fails or stays silent. */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const silence = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  try {
    return await Promise.race([work.catch(() => undefined), silence])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the database answers `select 1` within `timeoutMs`; a refusal, an error or silence is no. */
export async function databaseAnswers(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  return (
    (await within(
      db.execute(sql`select 1`).then(() => true),
      timeoutMs,
    )) ?? false
  )
}

/** The migrations this code was built with (db/migrations), read at the first ready check. */
let journal: { count: number; last: number } | undefined
function migrationsJournal() {
  if (!journal) {
    const file = new URL('../db/migrations/meta/_journal.json', import.meta.url)
    const { entries } = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] }
    journal = { count: entries.length, last: Math.max(...entries.map((entry) => entry.when)) }
  }
  return journal
}

/**
 * Whether the database holds every migration this code knows: Drizzle's table of applied migrations
 * has as many rows, the latest as recent (a newer server's migrations may be there too).
 */
export async function migrationsDone(db: Db, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  const { count, last } = migrationsJournal()
  const applied = await within(
    rowsOf<{ count: number; last: string | null }>(
      db,
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
    timeoutMs,
  )
  const [row] = applied ?? []
  return row !== undefined && row.count >= count && Number(row.last) >= last
}

/** The apps whose server is stopping (shutdown.ts): not ready, whatever their database says. */
const stopping = new WeakSet<FastifyInstance>()

/**
 * Marks the server stopping, from the signal on: /readyz answers 503, and so does every request still
 * arriving on an open connection, which is closed after it (a proxy sends it to another server).
 */
export function markStopping(app: FastifyInstance) {
  stopping.add(app)
}

/**
 * `/healthz`: 200 while the database answers, 503 with the envelope when it does not: is the process
 * alive. `/readyz`: 200 when it may be sent requests: the database answers, holds every migration, and
 * the server is not stopping; else 503 with the envelope. Both answer any host (allowed-hosts.ts).
 */
export function healthRoutes(app: FastifyInstance, db: Db) {
  // Fastify's own 503 while closing is not the envelope: this one is (createApp turns Fastify's off).
  app.addHook('preClose', (done) => {
    markStopping(app)
    done()
  })
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping.has(app)) return done()
    void reply.status(503).header('connection', 'close').send(failure('The server is stopping'))
  })

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    if (await databaseAnswers(db)) return success({ ok: true })
    return reply.status(503).send(failure('Database unavailable'))
  })

  // Migrations once done stay done: checked until then, not at every look of a load balancer.
  let migrated = false
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    // A server stopping never gets here: the hook above answers first.
    if (!(await databaseAnswers(db))) return reply.status(503).send(failure('Database unavailable'))
    migrated ||= await migrationsDone(db)
    if (!migrated) return reply.status(503).send(failure('Database migrations are not done'))
    return success({ ok: true })
  })
}
