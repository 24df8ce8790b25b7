import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { PublicCache } from './http/public-cache.ts'

/** What every route module is given: no globals, so tests build as many apps as they like. */
export interface ServerContext {
  db: Db
  config: Config
  cache: PublicCache
  /** Signs CSRF tokens (config.secret, or random per process). */
  secret: string
  /** The absolute or root-relative URL media paths are served under. */
  mediaUrl: (path: string) => string
}
