import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'
import type { SiteWork } from '../db/leader.ts'
import { repeat } from '../jobs.ts'
import { type LibraryJobKind, libraryJobKinds } from './jobs/kinds.ts'
import { queueJob } from './jobs/queue.ts'
import { startWorkers } from './jobs/worker.ts'
import { FileReaders, readingLimitsOf } from './reading/readers.ts'
import { libraryStatusOf } from './status.ts'
import { watchLibrary } from './watch.ts'

const MINUTE = 60_000

/**
 * LIBRARY_DIR: once the app is ready, queues a scan of the whole library, watches it (a changed item
 * is scanned on its own) and rescans it all every LIBRARY_SCAN_MINUTES, for what a watcher misses.
 * The watching and rescans are site-wide work (`siteWork`): with several servers on one database,
 * one of them watches. Jobs are shared through the database: every server's workers take them
 * (docs/library.md, "Keeping in step"). On close, the watcher stops and a job under way finishes or
 * goes back to the queue before the database is closed.
 */
export function keepLibraryInStep(
  app: FastifyInstance,
  ctx: ServerContext,
  library: string,
  siteWork: (work: SiteWork) => void,
) {
  const { db, config, cache } = ctx
  const status = libraryStatusOf(ctx)
  let stop = async () => {}
  app.addHook('onReady', async () => {
    const log = app.log
    const readers = new FileReaders(readingLimitsOf(config))
    const workers = startWorkers({
      db,
      kinds: libraryJobKinds,
      context: { db, mediaDir: config.mediaDir, library, log, cache, readers, metrics: ctx.metrics },
      log,
    })
    const queue = (kind: LibraryJobKind, key: string) =>
      queueJob(db, kind, key).then(
        () => workers.wake(kind),
        (error) =>
          log.error({ err: error }, `library: a ${kind} of ${key || 'the library'} could not be queued`),
      )
    // An admin's rescan: queued the same way, its failure theirs to see rather than only logged.
    status.queue = (kind, key) => queueJob(db, kind, key).then(() => workers.wake(kind))
    siteWork(() => {
      void queue('scan', '')
      const watcher = watchLibrary(library, {
        polling: config.libraryPolling,
        onChange: (item) => void queue('scan', item),
        onError: (error) => {
          status.error = {
            message: error instanceof Error ? error.message : String(error),
            at: new Date().toISOString(),
          }
          log.error({ err: error }, 'library: watching failed')
        },
      })
      void watcher.ready.then(() => {
        status.watching = true
        status.error = undefined
      })
      const minutes = config.libraryScanMinutes
      const rescans = minutes > 0 ? `a full rescan every ${minutes} minutes` : 'no periodic rescan'
      const watching = config.libraryPolling ? 'polling' : 'watching'
      log.info(`library: keeping ${library} in step (${watching}, ${rescans})`)
      const stopRescans =
        minutes > 0
          ? repeat('library rescan', () => queue('scan', ''), minutes * MINUTE, { delayFirst: true })
          : null
      return async () => {
        status.watching = false
        await Promise.all([watcher.close(), stopRescans?.()])
      }
    })
    stop = async () => {
      status.queue = undefined
      await workers.stop()
      await readers.close()
    }
  })
  app.addHook('onClose', () => stop())
}
