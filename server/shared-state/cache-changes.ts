import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import type { CacheChange, PublicCache } from '../http/public-cache.ts'
import type { SharedRedis } from './redis.ts'

const CHANNEL = 'mot:public-cache'

const message = v.object({
  from: v.string(),
  change: v.union([v.object({ fragment: v.string() }), v.object({ all: v.literal(true) })]),
})

/**
 * A write on one server drops the stale answers of every server: each change is published on a Redis
 * channel that every server listens to. Redis's pub/sub, not PostgreSQL's LISTEN/NOTIFY: the
 * embedded database has no other server to notify, and Redis is already the place that several
 * servers share (docs/scaling.md has the time a change takes to reach the others).
 *
 * A server that was cut off from Redis may have missed changes: it drops everything it kept when
 * it is back. While it is cut off, its own answers live no longer than PUBLIC_CACHE_SECONDS.
 */
export function shareCacheChanges(cache: PublicCache, redis: SharedRedis) {
  const self = randomUUID()
  cache.shareChanges((change) => {
    if (!redis.answers()) return
    redis.client.publish(CHANNEL, JSON.stringify({ from: self, change })).catch(redis.failed)
  })
  redis.subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return
    const parsed = v.safeParse(message, parseJson(text))
    if (parsed.success && parsed.output.from !== self) cache.apply(parsed.output.change as CacheChange)
  })
  redis.subscriber.subscribe(CHANNEL).catch(redis.failed)
  redis.onReconnect(() => cache.apply({ all: true }))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
