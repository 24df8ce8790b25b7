import type { SharedRedis } from './redis.ts'

/** Runs `shared` while Redis answers, else (or when it fails) `local`. */
export type SharedOrLocal = <R>(shared: () => Promise<R>, local: () => R | Promise<R>) => Promise<R>

/**
 * A server that loses Redis keeps answering with what it counts itself (the loss logged once), and
 * shares again as soon as Redis is back. Without Redis configured, everything is local.
 */
export function sharedOrLocal(redis: SharedRedis): SharedOrLocal {
  return async (shared, local) => {
    if (redis.answers()) {
      try {
        return await shared()
      } catch (error) {
        redis.failed(error)
      }
    }
    return local()
  }
}
