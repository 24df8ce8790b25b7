import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FailureStore } from './auth/login-throttle.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { WriteLimits } from './http/limit.ts'
import type { PublicCache } from './http/public-cache.ts'
import type { Mailer } from './mail/mailer.ts'

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
  /** The onRequest hook that limits one kind of write per address and member (http/write-limits.ts). */
  writeLimit: (kind: keyof WriteLimits) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
}
