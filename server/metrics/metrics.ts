import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import { uploadJobKinds } from '../admin/uploads/import-job.ts'
import type { Db } from '../db/client.ts'
import { databaseUseOf } from '../db/use.ts'
import type { LookupCounts, PublicCache } from '../http/public-cache.ts'
import { libraryJobKinds } from '../library/jobs/kinds.ts'
import type { ImportOrigin } from '../library/origin.ts'
import type { ImportReport } from '../library/run.ts'
import type { Counts } from '../library/save.ts'
import { rowsOf } from '../posts/rows.ts'
import { PUSH_JOB } from '../push/queue.ts'
import { processMetrics } from './process.ts'

/*
 * What one server tells Prometheus (GET /metrics, metrics/routes.ts). Each app has a registry of its
 * own (tests run several apps in one process); the process's own figures (memory, heap, event loop,
 * garbage collection) are prom-client's default metrics, kept once per process (process.ts).
 * Counting costs a request, a query or a lookup no allocation of its own: each series is made the
 * first time it is met and kept. What needs the database (the job queue) is read when scraped.
 */

/** How a write counts what it changed in an import (library/save.ts). */
const changes = ['added', 'changed', 'unchanged', 'hidden'] as const satisfies readonly (keyof Counts)[]
const origins = ['library', 'upload'] as const satisfies readonly ImportOrigin[]

/** What came of pushing to one device (push/job.ts). */
export type PushOutcome = 'sent' | 'failed' | 'removed'

/** The answer caches that count their lookups. */
export type CacheName = 'public_api' | 'public_page' | 'shared_reads'

/** A route's series: per method, its duration histogram and its count per status. */
interface RouteSeries {
  duration: Histogram.Internal<'method' | 'route'>
  statuses: Map<number, Counter.Internal>
}

/** The route label of a request no route took (a 404 of the not-found handler). */
const UNROUTED = 'unrouted'

/** Seconds: a cached answer takes a millisecond, a drawn page a few tens, an export a few seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds: a prepared read takes well under a millisecond; a query past a second is a problem. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

export class Metrics {
  readonly registry = new Registry()
  readonly #requests: Counter<'method' | 'route' | 'status'>
  readonly #durations: Histogram<'method' | 'route'>
  readonly #routes = new Map<string, Map<string, RouteSeries>>()
  readonly #lookups: Counter<'cache' | 'result'>
  readonly #imports: { posts: Counter<'origin' | 'change'>; chapters: Counter<'origin' | 'change'> }
  readonly #skipped: Counter<'origin'>
  readonly #pushes: Counter<'outcome'>
  readonly #stopWatchingQueries: () => void

  constructor(db: Db, cache: PublicCache) {
    const registers = [this.registry]
    this.#requests = new Counter({
      name: 'mot_http_requests_total',
      help: 'Requests answered, by method, route pattern (never the address asked) and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    })
    this.#durations = new Histogram({
      name: 'mot_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: REQUEST_BUCKETS,
      registers,
    })

    this.#lookups = new Counter({
      name: 'mot_cache_lookups_total',
      help: "Lookups in the server's answer caches, by cache (public_api: public API answers; public_page: pages drawn on the server; shared_reads: reads shared by reader apps' feeds) and result (hit or miss).",
      labelNames: ['cache', 'result'],
      registers,
    })
    cache.countLookups(this.lookups('public_api'), this.lookups('public_page'))
    new Gauge({
      name: 'mot_public_cache_entries',
      help: 'Answers and pages the public cache holds now.',
      registers,
      collect() {
        this.set(cache.usage.entries)
      },
    })
    new Gauge({
      name: 'mot_public_cache_bytes',
      help: 'Memory the public cache holds now, in bytes (bounded by PUBLIC_CACHE_MB).',
      registers,
      collect() {
        this.set(cache.usage.bytes)
      },
    })

    // Before the job queue's gauge: its query, made at each scrape, is not among the queries counted.
    this.#stopWatchingQueries = this.#databaseMetrics(db)

    // Each kind a series from the first scrape, 0 while its queue is empty.
    const knownKinds = new Set([...Object.keys(libraryJobKinds), ...Object.keys(uploadJobKinds), PUSH_JOB])
    new Gauge({
      name: 'mot_job_queue_depth',
      help: "Jobs in the database's queue (library scans, film packaging, uploads, pushes), by kind and state (pending: waiting or due later; running; failed: gave up, kept 30 days). Shared by every server on one database.",
      labelNames: ['kind', 'state'],
      registers,
      async collect() {
        // A database that does not answer leaves the gauge empty: the scrape itself still answers.
        const rows = await rowsOf<{ kind: string; state: string; count: number }>(
          db,
          sql`select kind, state, count(*)::int as count from library_jobs
              where state in ('pending', 'running', 'failed') group by kind, state`,
        ).catch(() => undefined)
        this.reset()
        if (!rows) return
        // A kind of another version (servers of two versions on one database) is shown too.
        for (const row of rows) knownKinds.add(row.kind)
        for (const kind of knownKinds)
          for (const state of ['pending', 'running', 'failed']) this.set({ kind, state }, 0)
        for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.count)
      },
    })

    this.#imports = {
      posts: new Counter({
        name: 'mot_import_posts_total',
        help: 'Posts met by imports of the library (LIBRARY_DIR) and of uploads, by origin and what the import did (added, changed, unchanged, hidden).',
        labelNames: ['origin', 'change'],
        registers,
      }),
      chapters: new Counter({
        name: 'mot_import_chapters_total',
        help: 'Chapters and episodes met by imports of the library and of uploads, by origin and what the import did (added, changed, unchanged, hidden).',
        labelNames: ['origin', 'change'],
        registers,
      }),
    }
    this.#skipped = new Counter({
      name: 'mot_import_files_skipped_total',
      help: 'Files imports passed over, with a reason the admin area and the log give, by origin.',
      labelNames: ['origin'],
      registers,
    })
    for (const origin of origins) {
      this.#skipped.inc({ origin }, 0)
      for (const change of changes) {
        this.#imports.posts.inc({ origin, change }, 0)
        this.#imports.chapters.inc({ origin, change }, 0)
      }
    }

    this.#pushes = new Counter({
      name: 'mot_push_sends_total',
      help: "Pushes to members' devices, by outcome: sent (the push service took it), failed (kept, tried again later), removed (the push service said the subscription is gone: it was removed).",
      labelNames: ['outcome'],
      registers,
    })
    for (const outcome of ['sent', 'failed', 'removed'] satisfies PushOutcome[])
      this.#pushes.inc({ outcome }, 0)
  }

  /** The counts of one cache's lookups. */
  lookups(cache: CacheName): LookupCounts {
    const hits = this.#lookups.labels({ cache, result: 'hit' })
    const misses = this.#lookups.labels({ cache, result: 'miss' })
    hits.inc(0)
    misses.inc(0)
    return { hit: () => hits.inc(), miss: () => misses.inc() }
  }

  /** Counts an answered request by its route's pattern (an onResponse hook, metrics/routes.ts). */
  answered(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? UNROUTED
    const { method } = request
    let byMethod = this.#routes.get(route)
    if (!byMethod) {
      byMethod = new Map()
      this.#routes.set(route, byMethod)
    }
    let series = byMethod.get(method)
    if (!series) {
      series = { duration: this.#durations.labels({ method, route }), statuses: new Map() }
      byMethod.set(method, series)
    }
    const status = reply.statusCode
    let count = series.statuses.get(status)
    if (!count) {
      count = this.#requests.labels({ method, route, status: String(status) })
      series.statuses.set(status, count)
    }
    count.inc()
    series.duration.observe(reply.elapsedTime / 1000)
  }

  /** Counts what an import met (library/jobs/kinds.ts, admin/uploads/import-job.ts). */
  imported(origin: ImportOrigin, report: ImportReport) {
    for (const change of changes) {
      this.#imports.posts.inc({ origin, change }, report.posts[change])
      this.#imports.chapters.inc({ origin, change }, report.chapters[change])
    }
    this.#skipped.inc({ origin }, report.skipped.length)
  }

  /** Counts pushes to devices (push/job.ts). */
  pushed(outcome: PushOutcome, devices: number) {
    if (devices > 0) this.#pushes.inc({ outcome }, devices)
  }

  /** The exposition text: the process's figures, then this app's. */
  async text(): Promise<string> {
    const [process, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()])
    return `${process}${own}`
  }

  get contentType() {
    return this.registry.contentType
  }

  close() {
    this.#stopWatchingQueries()
  }

  /**
   * The database's engine, its pools' sizes and queries under way, and how long queries take
   * (db/use.ts). postgres.js does not say which of its connections are busy or idle, nor PGlite how
   * many queries wait for its one: queries under way beyond a pool's size are waiting.
   */
  #databaseMetrics(db: Db): () => void {
    const use = databaseUseOf(db)
    const registers = [this.registry]
    new Gauge({
      name: 'mot_db_engine',
      help: 'The database this server uses: 1 for its engine (pglite: embedded; postgres: DATABASE_URL).',
      labelNames: ['engine'],
      registers,
      collect() {
        if (use) this.set({ engine: use.engine }, 1)
      },
    })
    new Gauge({
      name: 'mot_db_pool_size',
      help: 'The most connections each pool opens: PostgreSQL reads and writes (DATABASE_POOL_SIZE each), or PGlite its one (embedded).',
      labelNames: ['pool'],
      registers,
      collect() {
        for (const pool of use?.pools ?? []) this.set({ pool: pool.name }, pool.size)
      },
    })
    new Gauge({
      name: 'mot_db_queries_in_flight',
      help: 'Queries and transactions asked of each pool and not yet answered, those waiting for a connection included.',
      labelNames: ['pool'],
      registers,
      collect() {
        for (const pool of use?.pools ?? []) this.set({ pool: pool.name }, pool.inFlight)
      },
    })
    const durations = new Histogram({
      name: 'mot_db_query_duration_seconds',
      help: 'Time from a query being asked to its answer, waiting for a connection included, by pool (a transaction counts as under way, not here).',
      labelNames: ['pool'],
      buckets: QUERY_BUCKETS,
      registers,
    })
    if (!use) return () => {}
    const byPool = new Map(use.pools.map((pool) => [pool.name, durations.labels({ pool: pool.name })]))
    return use.onQuery((pool, seconds) => byPool.get(pool)?.observe(seconds))
  }
}
