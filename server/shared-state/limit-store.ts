import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { SharedOrLocal } from './fallback.ts'
import type { SharedRedis } from './redis.ts'

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result?: Counted) => void

/** The stores @fastify/rate-limit ships, which its types do not describe apart. */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass

/** Addresses and members each server remembers on its own while Redis is away. */
const LOCAL_KEYS = 50_000

/**
 * Where @fastify/rate-limit counts: in Redis, with the plugin's own Redis store, so every server
 * counts each address and member once; while Redis is away, in this server's own memory, with the
 * plugin's own local store (bounded), from zero: a limit is looser for that while, never stuck.
 */
export function sharedLimitStore(
  redis: SharedRedis,
  sharedOrLocal: SharedOrLocal,
): FastifyRateLimitStoreCtor {
  const shared = new RedisStore(false, false, redis.client, 'mot:limit:')
  const local = new LocalStore(false, false, LOCAL_KEYS)
  const count = (store: Store, key: string, timeWindow: number, max: number) => () =>
    new Promise<Counted>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        timeWindow,
        max,
      ),
    )
  return class SharedLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number, max: number) {
      sharedOrLocal(count(shared, key, timeWindow, max), count(local, key, timeWindow, max)).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      )
    }

    // One namespace for every limit: each key names its kind (http/write-limits.ts).
    child() {
      return this
    }
  }
}
