import type { Redis } from 'ioredis'
import { type FailureStore, type Failures, MemoryFailures } from '../auth/login-throttle.ts'
import type { SharedOrLocal } from './fallback.ts'

const PREFIX = 'mot:sign-in:'

/** One more failure: a record from a window that has ended starts again (throttle's clock, not Redis's). */
const COUNT = `
local started = tonumber(redis.call('HGET', KEYS[1], 'started'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if started and now - started < window then
  redis.call('HINCRBY', KEYS[1], 'count', 1)
else
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'started', now, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], window)
end
`

/** The next check's slot on an account, taken when it is near enough, in one step for every server. */
const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local delay = tonumber(ARGV[2])
local maxWait = tonumber(ARGV[3])
if redis.call('EXISTS', KEYS[1]) == 0 then return now end
local slot = math.max(now, tonumber(redis.call('HGET', KEYS[1], 'next') or 0))
if slot - now <= maxWait then redis.call('HSET', KEYS[1], 'next', slot + delay) end
return slot
`

/**
 * The sign-in throttle's counts in Redis, where every server counts the same wrong passwords. Each
 * record expires with its window, so Redis holds no more than the attacks of the last window.
 */
export class RedisFailures implements FailureStore {
  readonly #redis: Redis

  constructor(redis: Redis) {
    this.#redis = redis
  }

  async get(key: string): Promise<Failures | undefined> {
    const [started, count] = await this.#redis.hmget(PREFIX + key, 'started', 'count')
    return started && count ? { started: Number(started), count: Number(count) } : undefined
  }

  async count(key: string, now: number, windowMs: number) {
    await this.#redis.eval(COUNT, 1, PREFIX + key, now, windowMs)
  }

  async delete(key: string) {
    await this.#redis.del(PREFIX + key)
  }

  async takeSlot(key: string, now: number, delayMs: number, maxWaitMs: number) {
    return Number(await this.#redis.eval(TAKE_SLOT, 1, PREFIX + key, now, delayMs, maxWaitMs))
  }
}

/** The counts in Redis while it answers, in this server's memory while it does not. */
export function sharedFailures(redis: Redis, sharedOrLocal: SharedOrLocal): FailureStore {
  const shared = new RedisFailures(redis)
  const local = new MemoryFailures()
  return {
    get: (key) =>
      sharedOrLocal(
        () => shared.get(key),
        () => local.get(key),
      ),
    count: (key, now, windowMs) =>
      sharedOrLocal(
        () => shared.count(key, now, windowMs),
        () => local.count(key, now, windowMs),
      ),
    delete: (key) =>
      sharedOrLocal(
        () => shared.delete(key),
        () => local.delete(key),
      ),
    takeSlot: (key, now, delayMs, maxWaitMs) =>
      sharedOrLocal(
        () => shared.takeSlot(key, now, delayMs, maxWaitMs),
        () => local.takeSlot(key, now, delayMs, maxWaitMs),
      ),
  }
}
