import type { FastifyBaseLogger } from 'fastify'
import type { PublicCache } from '../http/public-cache.ts'
import { shareCacheChanges } from './cache-changes.ts'
import { sharedOrLocal } from './fallback.ts'
import { sharedLimitStore } from './limit-store.ts'
import { connectRedis } from './redis.ts'
import { sharedFailures } from './throttle-failures.ts'

/**
 * What several servers share through Redis (REDIS_URL): the write limits and page-render budgets
 * (@fastify/rate-limit's store), the sign-in throttle's counts, and the public cache's invalidations.
 * Each falls back to the server's own while Redis is away (fallback.ts).
 */
export function connectSharedState(url: string, log: FastifyBaseLogger) {
  const redis = connectRedis(url, log)
  const either = sharedOrLocal(redis)
  return {
    limitStore: sharedLimitStore(redis, either),
    signInFailures: sharedFailures(redis.client, either),
    shareCache: (cache: PublicCache) => shareCacheChanges(cache, redis),
    ready: redis.ready,
    close: () => redis.close(),
  }
}
