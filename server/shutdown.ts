import type { FastifyInstance } from 'fastify'
import { markStopping } from './http/health.ts'

/** How long a stopping server gives the requests under way before it closes their connections. */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * Stops the server on SIGTERM (a rolling restart, a container stopping) and SIGINT: it is no longer
 * ready (/readyz answers 503), takes no new connection, and answers on an open one with a 503 that
 * closes it (which a proxy retries on another server), finishes the requests under way, up to
 * SHUTDOWN_GRACE_MS, and then runs `release` (jobs under way, database connections) before it exits.
 */
export function stopOnSignals(app: FastifyInstance, release: () => Promise<void>) {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    markStopping(app)
    app.log.info({ signal }, 'stopping: no new requests; finishing those under way')
    // A download that is never read to its end would hold the server for ever.
    const cut = setTimeout(() => {
      app.log.warn('requests still under way after the grace period: their connections are closed')
      app.server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    try {
      await app.close()
    } finally {
      clearTimeout(cut)
    }
    // After the requests: they may still need the database.
    await release()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
