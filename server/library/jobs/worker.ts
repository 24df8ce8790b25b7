import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { type ClaimedJob, claimJob, failJob, finishJob, releaseJob, renewLease } from './queue.ts'

/** One kind of job: what it does, and whether two of them may run at once on different keys. */
export interface JobKind<Context> {
  /** Jobs of this kind run one at a time across all servers (not only one per key at a time). */
  oneAtATime?: boolean
  /**
   * Does the work. `signal` aborts when the server stops: stop at the next safe point by throwing,
   * leaving nothing half-written, and the job goes back to the queue for whoever runs next.
   * What it resolves to (a scan's report) is kept with the finished job, for the admin area.
   */
  run(job: ClaimedJob, context: Context & { signal: AbortSignal }): Promise<unknown>
}

export interface WorkerOptions<Context> {
  db: Db
  kinds: Record<string, JobKind<Context>>
  context: Context
  log: FastifyBaseLogger
  /** How long a job is held without a word from its server before another may take it (renewed as it runs). */
  leaseMs?: number
  /** How often to look for jobs queued by other servers, or left by a dead one. */
  pollMs?: number
}

export interface Workers {
  /** Looks for jobs of `kind` now (one was just queued here) rather than at the next poll. */
  wake(kind: string): void
  /** Stops taking jobs, and resolves once a job under way has finished or been given back. */
  stop(): Promise<void>
}

const MINUTE = 60_000

/**
 * Runs queued jobs in this server process: one loop per kind, each running one job at a time, so a
 * long job of one kind (packaging a film) does not hold up another (a new chapter).
 */
export function startWorkers<Context>(options: WorkerOptions<Context>): Workers {
  // A short lease, renewed every 20 seconds: after a crash (or a kill) the job is taken over, by the
  // restarted server too, within a minute.
  const { db, kinds, context, log, leaseMs = MINUTE, pollMs = 5000 } = options
  const worker = randomUUID()
  const stopping = new AbortController()
  const loops = new Map<string, { wake(): void; idle(): Promise<void> }>()

  const runNext = async (kind: string, definition: JobKind<Context>) => {
    const job = await claimJob(db, { kind, worker, leaseMs, oneAtATime: definition.oneAtATime ?? false })
    if (!job) return false
    const renewal = setInterval(() => {
      renewLease(db, job.id, worker, leaseMs).then(
        (held) => held || log.warn({ job: job.id }, `job ${kind} ${job.key}: its lease was taken over`),
        (error) => log.warn({ err: error }, `job ${kind} ${job.key}: its lease could not be renewed`),
      )
    }, leaseMs / 3)
    renewal.unref()
    try {
      const report = await definition.run(job, { ...context, signal: stopping.signal })
      await finishJob(db, job.id, worker, report)
    } catch (error) {
      if (stopping.signal.aborted) {
        await releaseJob(db, job.id, worker)
      } else {
        log.error(
          { err: error },
          `job ${kind} ${job.key || '(whole library)'} failed (attempt ${job.attempts})`,
        )
        await failJob(db, job.id, worker, error instanceof Error ? error.message : String(error))
      }
    } finally {
      clearInterval(renewal)
    }
    return true
  }

  for (const [kind, definition] of Object.entries(kinds)) {
    let running: Promise<void> | undefined
    let again = false
    const drain = async () => {
      do {
        again = false
        while (!stopping.signal.aborted && (await runNext(kind, definition))) {}
      } while (again && !stopping.signal.aborted)
    }
    const wake = () => {
      if (running) {
        // A job queued while the loop is busy: look again when it is done.
        again = true
        return
      }
      running = drain()
        .catch((error) => log.error({ err: error }, `jobs ${kind}: the queue could not be read`))
        .finally(() => {
          running = undefined
        })
    }
    const timer = setInterval(wake, pollMs)
    timer.unref()
    stopping.signal.addEventListener('abort', () => clearInterval(timer))
    loops.set(kind, { wake, idle: async () => await running })
    wake()
  }

  return {
    wake: (kind) => loops.get(kind)?.wake(),
    async stop() {
      stopping.abort()
      await Promise.all([...loops.values()].map((loop) => loop.idle()))
    },
  }
}
