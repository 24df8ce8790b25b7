import type { FastifyBaseLogger } from 'fastify'
import type { KeptImportReport } from '../../../src/contract/schemas/admin-library.ts'
import type { Db } from '../../db/client.ts'
import type { PublicCache } from '../../http/public-cache.ts'
import { type FilmPackaging, runFilmPackaging } from '../films/package.ts'
import { importLibrary } from '../import.ts'
import type { FileReaders } from '../reading/readers.ts'
import type { ImportCounts } from '../run.ts'
import { queueJob } from './queue.ts'
import type { JobKind } from './worker.ts'

/** What every library job is given. */
export interface LibraryJobContext {
  db: Db
  mediaDir: string
  /** LIBRARY_DIR: keys are paths inside it. */
  library: string
  log: FastifyBaseLogger
  cache: PublicCache
  /** The process the library's files are read in, off the event loop. */
  readers: FileReaders
  /** Where what each scan met is counted (GET /metrics). */
  metrics: ImportCounts
}

/**
 * Every kind of library job, by the name stored in library_jobs.kind. A new kind (packaging a film)
 * is one entry here; queue it with queueJob(db, kind, key).
 */
export const libraryJobKinds = {
  /**
   * Imports the whole library (key '') or one item of it (`comics/<Series>`). Scans overlap (the
   * whole library holds every item), so they run one at a time across all servers.
   */
  scan: { oneAtATime: true, run: scan },
  /**
   * Packages one film episode for streaming (key: its video's path in the library, payload: what
   * runFilmPackaging needs), then lets it play. One at a time: each takes the machine's cores.
   */
  package: { oneAtATime: true, run: packageEpisode },
} satisfies Record<string, JobKind<LibraryJobContext>>

/** The skipped files a scan's kept report names at most. */
export const KEPT_SKIPS = 500

export type LibraryJobKind = keyof typeof libraryJobKinds

async function scan(
  job: { key: string },
  {
    db,
    mediaDir,
    library,
    log,
    cache,
    readers,
    metrics,
    signal,
  }: LibraryJobContext & { signal: AbortSignal },
): Promise<KeptImportReport> {
  const report = await importLibrary({
    db,
    mediaDir,
    library,
    readers,
    signal,
    only: job.key || undefined,
    packageLater: (film) => queueJob(db, 'package', film.path, { ...film }),
    // Called between chapters, before a post commits: a server stopping ends the scan there with
    // nothing half-written, and whoever runs the job next scans the rest.
    onProgress: () => signal.throwIfAborted(),
    logDetails: (path, details) => log.warn({ path, details }, `library: skipped ${path}, in detail`),
  })
  metrics.imported('library', report)
  const where = job.key || 'the library'
  for (const { path, reason } of report.skipped)
    log.warn({ path, reason }, `library: skipped ${path}: ${reason}`)
  log.info({ posts: report.posts, chapters: report.chapters }, `library: scanned ${where}`)
  const changed = [report.posts, report.chapters].some((counts) =>
    Object.entries(counts).some(([count, n]) => count !== 'unchanged' && n > 0),
  )
  // This server's cached answers show the change at once; other servers' expire on their own.
  if (changed) cache.clear()
  // Kept with the finished job: the admin area shows what each scan passed over, and why. A library
  // of thousands of broken files keeps the first of them (the log has all), and how many there were.
  return { ...report, skipped: report.skipped.slice(0, KEPT_SKIPS), skipped_total: report.skipped.length }
}

async function packageEpisode(
  job: { key: string; payload: Record<string, unknown> },
  { db, mediaDir, cache, signal }: LibraryJobContext & { signal: AbortSignal },
) {
  await runFilmPackaging(db, mediaDir, job.payload as unknown as FilmPackaging, signal)
  // The episode plays now: this server's cached answers must not say it is still being processed.
  cache.clear()
}
