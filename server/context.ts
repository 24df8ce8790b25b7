import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FailureStore } from './auth/login-throttle.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { WriteLimits, WriterOf } from './http/limit.ts'
import type { PublicCache } from './http/public-cache.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Metrics } from './metrics/metrics.ts'
import type { StreamedPlaces } from './opds/streamed-places.ts'

/** What every route module is given: no globals, so tests build as many apps as they like. */
export interface ServerContext {
  db: Db
  config: Config
  cache: PublicCache
  /** Signs CSRF tokens (config.secret, or random per process). */
  secret: string
  /** The absolute or root-relative URL media paths are served under. */
  mediaUrl: (path: string) => string
  /** Account mail: SMTP, or `.eml` files in `<DATA_DIR>/outbox` (mail/mailer.ts). */
  mail: Mailer
  /** Where the sign-in throttle counts wrong passwords: Redis with several servers, else memory. */
  signInFailures: FailureStore
  /**
   * The onRequest hook that limits one kind of write per address and member (http/write-limits.ts):
   * the member of the session, or the one `writerOf` names.
   */
  writeLimit: (
    kind: keyof WriteLimits,
    writerOf?: WriterOf,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  /** The places comics streamed to reader apps move to, gathered into a write every few seconds. */
  streamedPlaces: StreamedPlaces
  /** What the server counts for its operator's Prometheus (GET /metrics). */
  metrics: Metrics
}
