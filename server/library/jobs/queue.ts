import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { libraryJobs } from '../../db/schema.ts'
import { sqlState } from '../../db/transaction.ts'
import { rowsOf } from '../../posts/rows.ts'

/** A job as its worker gets it. */
export interface ClaimedJob {
  id: number
  kind: string
  /** The library path it works on ('' for the whole library). */
  key: string
  payload: Record<string, unknown>
  /** Counting this one. */
  attempts: number
}

/** A job that fails this many times in a row stays failed, with its error, until queued again. */
export const MAX_ATTEMPTS = 3

const UNIQUE_VIOLATION = '23505'

/**
 * Queues `kind` on `key`. A job of that kind and key that has not started yet already covers it, so
 * queuing it again (a burst of changes, two servers seeing one change) adds nothing.
 */
export async function queueJob(db: Db, kind: string, key: string, payload: Record<string, unknown> = {}) {
  await db
    .insert(libraryJobs)
    .values({ kind, key, payload })
    .onConflictDoNothing({ target: [libraryJobs.kind, libraryJobs.key], where: sql`state = 'pending'` })
}

export interface ClaimOptions {
  kind: string
  /** Who holds the job (one id per server process). */
  worker: string
  leaseMs: number
  /** Jobs of this kind run one at a time across all servers, not only one per key. */
  oneAtATime: boolean
}

/**
 * Takes the oldest job of `kind` that is due, or whose holder's lease ran out (its server died), and
 * leases it. Rows another server is claiming are skipped, not waited for (SKIP LOCKED); a job whose
 * lane is busy waits. Two servers that pick jobs of one lane at the same instant are kept apart by
 * the unique index on running lanes: the loser claims again and sees the lane taken.
 */
export async function claimJob(db: Db, options: ClaimOptions): Promise<ClaimedJob | undefined> {
  const { kind, worker, leaseMs, oneAtATime } = options
  const laneOf = (table: string) =>
    oneAtATime ? sql.raw(`${table}.kind`) : sql.raw(`${table}.kind || ':' || ${table}.key`)
  for (let tries = 0; ; tries++) {
    try {
      const [job] = await rowsOf<ClaimedJob>(
        db,
        sql`update library_jobs set state = 'running', lane = ${laneOf('library_jobs')},
              attempts = attempts + 1, leased_by = ${worker},
              lease_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
            where id = (
              select j.id from library_jobs j
              where j.kind = ${kind}
                and ((j.state = 'pending' and j.run_after <= now())
                  or (j.state = 'running' and j.lease_until < now()))
                and not exists (
                  select 1 from library_jobs r
                  where r.state = 'running' and r.id <> j.id and r.lane = ${laneOf('j')})
              order by j.id limit 1
              for update of j skip locked)
            returning id, kind, key, payload, attempts`,
      )
      return job
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || tries >= 2) throw error
    }
  }
}

/** Keeps holding a running job; false when it is no longer this worker's (its lease ran out and was taken). */
export async function renewLease(db: Db, id: number, worker: string, leaseMs: number) {
  const renewed = await rowsOf(
    db,
    sql`update library_jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
        where ${held(id, worker)} returning id`,
  )
  return renewed.length > 0
}

export async function finishJob(db: Db, id: number, worker: string, report?: unknown) {
  await db.execute(
    sql`update library_jobs set state = 'done', error = null, lease_until = null, updated_at = now(),
          report = ${report == null ? null : JSON.stringify(report)}::jsonb
        where ${held(id, worker)}`,
  )
  // Finished jobs are history for a day; failed ones, with their errors, for a month.
  await db.execute(
    sql`delete from library_jobs
        where (state = 'done' and updated_at < now() - interval '1 day')
           or (state = 'failed' and updated_at < now() - interval '30 days')`,
  )
}

/**
 * A failed job is tried again later (a minute per attempt so far), up to MAX_ATTEMPTS; then it stays
 * failed with its error. When the same work was queued meanwhile, that job does it and this one stays
 * failed.
 */
export async function failJob(db: Db, id: number, worker: string, error: string) {
  const fail = (retry: boolean) =>
    db.execute(
      sql`update library_jobs
          set state = case when ${retry} and attempts < ${MAX_ATTEMPTS} then 'pending' else 'failed' end,
            error = ${error.slice(0, 2000)}, run_after = now() + attempts * interval '1 minute',
            lease_until = null, leased_by = null, updated_at = now()
          where ${held(id, worker)}`,
    )
  await fail(true).catch((failure) => (queuedAgain(failure) ? fail(false) : Promise.reject(failure)))
}

/**
 * Gives a job back unfinished (the server is stopping), without counting the attempt: another
 * server, or this one at its next start, runs it. When the same work was queued meanwhile, that job
 * covers it and this one goes.
 */
export async function releaseJob(db: Db, id: number, worker: string) {
  await db
    .execute(
      sql`update library_jobs set state = 'pending', attempts = attempts - 1, lease_until = null,
            leased_by = null, run_after = now(), updated_at = now()
          where ${held(id, worker)}`,
    )
    .catch((failure) =>
      queuedAgain(failure)
        ? db.execute(sql`delete from library_jobs where ${held(id, worker)}`)
        : Promise.reject(failure),
    )
}

const held = (id: number, worker: string) => sql`id = ${id} and leased_by = ${worker} and state = 'running'`

/** Going back to pending hit the one-pending-job-per-key index: the same work is queued already. */
const queuedAgain = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION
