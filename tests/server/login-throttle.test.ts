import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type LocalRedis, startRedis } from '../../scripts/lib/local-redis.ts'
import { type FailureStore, LoginThrottle, MemoryFailures } from '../../server/auth/login-throttle.ts'
import { RedisFailures } from '../../server/shared-state/throttle-failures.ts'

const MINUTE = 60_000
const owner = '198.51.100.7'
const attacker = '203.0.113.9'

// The same rules whether one server counts in its memory or several count in Redis together.
let redis: LocalRedis
let client: Redis
beforeAll(async () => {
  redis = await startRedis()
  client = new Redis(redis.url)
})
afterAll(async () => {
  await client.quit()
  await redis.close()
})

const stores: [string, () => FailureStore][] = [
  ['in memory', () => new MemoryFailures()],
  ['in Redis', () => new RedisFailures(client)],
]

describe.each(stores)('sign-in throttle, counted %s', (_, store) => {
  beforeEach(async () => {
    await client.flushall()
  })

  function throttleAt(start = 0) {
    const clock = { now: start }
    return { clock, throttle: new LoginThrottle({ now: () => clock.now, store: store() }) }
  }

  it('blocks an address after 5 wrong passwords for one account, and only that address', async () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 5; i++) {
      expect((await throttle.check(attacker, 'lan@example.com')).allowed).toBe(true)
      await throttle.fail(attacker, 'lan@example.com')
    }
    const blocked = await throttle.check(attacker, 'Lan@Example.com ')
    expect(blocked).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE })
    // The owner, elsewhere, is slowed a little (the account has 5 failures) but let in.
    expect(await throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 250 })
    // The same address may still sign in to another account.
    expect(await throttle.check(attacker, 'other@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })

  it('blocks an address after 20 wrong passwords over any accounts', async () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 20; i++) await throttle.fail(attacker, `n${i}@example.com`)
    expect((await throttle.check(attacker, 'fresh@example.com')).allowed).toBe(false)
    expect(await throttle.check(owner, 'fresh@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })

  it('never keeps the owner out, however long one address attacks', async () => {
    const { clock, throttle } = throttleAt()
    for (let second = 0; second < 3600; second++) {
      clock.now = second * 1000
      const verdict = await throttle.check(attacker, 'lan@example.com')
      if (verdict.allowed) await throttle.fail(attacker, 'lan@example.com')
      const mine = await throttle.check(owner, 'lan@example.com')
      expect(mine.allowed).toBe(true)
      expect(mine.allowed && mine.waitMs).toBeLessThanOrEqual(3000)
    }
  })

  it('slows an account attacked from many addresses with a growing delay, capped for its owner', async () => {
    const { throttle } = throttleAt()
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      const address = `10.0.0.${i}`
      const verdict = await throttle.check(address, 'lan@example.com')
      waits.push(verdict.allowed ? verdict.waitMs : -1)
      await throttle.fail(address, 'lan@example.com')
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000])
    expect(await throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
  })

  it('lets addresses that already failed on an account take one slot per delay', async () => {
    const { clock, throttle } = throttleAt()
    const addresses = Array.from({ length: 10 }, (_, i) => `10.0.1.${i}`)
    for (const address of addresses) await throttle.fail(address, 'lan@example.com')
    // 10 failures: the delay is at its cap of 3 s. The first retry takes the slot now, the next
    // waits one delay; a third would wait longer than the cap and is told when to come back.
    expect(await throttle.check(addresses[0]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })
    expect(await throttle.check(addresses[1]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
    expect(await throttle.check(addresses[2]!, 'lan@example.com')).toEqual({
      allowed: false,
      retryAfterMs: 3000,
    })
    clock.now = 3000
    expect(await throttle.check(addresses[2]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
    // The owner does not queue behind them.
    expect(await throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
  })

  it('forgets failures when their window ends, and clears an address on the right password', async () => {
    const { clock, throttle } = throttleAt()
    for (let i = 0; i < 5; i++) await throttle.fail(attacker, 'lan@example.com')
    clock.now = 15 * MINUTE - 1
    expect(await throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: false, retryAfterMs: 1 })
    clock.now = 15 * MINUTE
    expect(await throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })

    for (let i = 0; i < 4; i++) await throttle.fail(owner, 'mai@example.com')
    await throttle.succeed(owner, 'mai@example.com')
    await throttle.fail(owner, 'mai@example.com')
    expect((await throttle.check(owner, 'mai@example.com')).allowed).toBe(true)
  })
})

describe('sign-in throttle in memory', () => {
  it('keeps a bounded number of entries', async () => {
    const throttle = new LoginThrottle({ store: new MemoryFailures(100) })
    for (let i = 0; i < 20; i++) await throttle.fail(attacker, 'lan@example.com')
    // A flood of made-up pairs pushes the oldest out instead of growing memory.
    for (let i = 0; i < 1000; i++) await throttle.fail(`10.1.${i >> 8}.${i & 255}`, `n${i}@example.com`)
    expect(await throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })
})
