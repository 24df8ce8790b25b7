import type { ServerContext } from '../context.ts'

/**
 * What this server's library watcher is doing, for the admin area: kept per app (by its context),
 * so tests can run many apps in one process. Jobs and their reports live in library_jobs instead,
 * shared by every server.
 */
export interface LibraryStatus {
  /** The watcher has listed the library and reports changes. */
  watching: boolean
  /** Polling rather than listening for change events. */
  polling: boolean
  /** When the watcher last failed, and why; cleared when it watches again. */
  error: { message: string; at: string } | undefined
  /** Queues a job and wakes this server's workers; set once the workers run. */
  queue: ((kind: 'scan', key: string) => Promise<void>) | undefined
}

const statuses = new WeakMap<ServerContext, LibraryStatus>()

export function libraryStatusOf(ctx: ServerContext): LibraryStatus {
  let status = statuses.get(ctx)
  if (!status) {
    status = { watching: false, polling: ctx.config.libraryPolling, error: undefined, queue: undefined }
    statuses.set(ctx, status)
  }
  return status
}
