import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'
import { repeat } from '../jobs.ts'
import { type LibraryJobKind, libraryJobKinds } from './jobs/kinds.ts'
import { queueJob } from './jobs/queue.ts'
import { startWorkers } from './jobs/worker.ts'
import { watchLibrary } from './watch.ts'

const MINUTE = 60_000

/**
 * LIBRARY_DIR: once the app is ready, queues a scan of the whole library, watches it (a changed item
 * is scanned on its own) and rescans it all every LIBRARY_SCAN_MINUTES, for what a watcher misses.
 * Jobs run in this process (docs/library.md, "Keeping in step"). On close, the watcher stops and a
 * job under way finishes or goes back to the queue before the database is closed.
 */
export function keepLibraryInStep(
  app: FastifyInstance,
  { db, config, cache }: ServerContext,
  library: string,
) {
  let stop = async () => {}
  app.addHook('onReady', async () => {
    const log = app.log
    // Queued before the workers start, so their first look finds it rather than racing it.
    await queueJob(db, 'scan', '')
    const workers = startWorkers({
      db,
      kinds: libraryJobKinds,
      context: { db, mediaDir: config.mediaDir, library, log, cache },
      log,
    })
    const queue = (kind: LibraryJobKind, key: string) =>
      queueJob(db, kind, key).then(
        () => workers.wake(kind),
        (error) =>
          log.error({ err: error }, `library: a ${kind} of ${key || 'the library'} could not be queued`),
      )
    const watcher = watchLibrary(library, {
      polling: config.libraryPolling,
      onChange: (item) => void queue('scan', item),
      onError: (error) => log.error({ err: error }, 'library: watching failed'),
    })
    const minutes = config.libraryScanMinutes
    const rescans = minutes > 0 ? `a full rescan every ${minutes} minutes` : 'no periodic rescan'
    const watching = config.libraryPolling ? 'polling' : 'watching'
    log.info(`library: keeping ${library} in step (${watching}, ${rescans})`)
    const stopRescans =
      minutes > 0
        ? repeat('library rescan', () => queue('scan', ''), minutes * MINUTE, { delayFirst: true })
        : null
    stop = async () => {
      await Promise.all([watcher.close(), stopRescans?.()])
      await workers.stop()
    }
  })
  app.addHook('onClose', () => stop())
}
