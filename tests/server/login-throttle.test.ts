import { describe, expect, it } from 'vitest'
import { LoginThrottle } from '../../server/auth/login-throttle.ts'

const MINUTE = 60_000
const owner = '198.51.100.7'
const attacker = '203.0.113.9'

function throttleAt(start = 0) {
  const clock = { now: start }
  return { clock, throttle: new LoginThrottle({ now: () => clock.now }) }
}

describe('sign-in throttle', () => {
  it('blocks an address after 5 wrong passwords for one account, and only that address', () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 5; i++) {
      expect(throttle.check(attacker, 'lan@example.com').allowed).toBe(true)
      throttle.fail(attacker, 'lan@example.com')
    }
    const blocked = throttle.check(attacker, 'Lan@Example.com ')
    expect(blocked).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE })
    // The owner, elsewhere, is slowed a little (the account has 5 failures) but let in.
    expect(throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 250 })
    // The same address may still sign in to another account.
    expect(throttle.check(attacker, 'other@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })

  it('blocks an address after 20 wrong passwords over any accounts', () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 20; i++) throttle.fail(attacker, `n${i}@example.com`)
    expect(throttle.check(attacker, 'fresh@example.com').allowed).toBe(false)
    expect(throttle.check(owner, 'fresh@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })

  it('never keeps the owner out, however long one address attacks', () => {
    const { clock, throttle } = throttleAt()
    for (let second = 0; second < 3600; second++) {
      clock.now = second * 1000
      const verdict = throttle.check(attacker, 'lan@example.com')
      if (verdict.allowed) throttle.fail(attacker, 'lan@example.com')
      const mine = throttle.check(owner, 'lan@example.com')
      expect(mine.allowed).toBe(true)
      expect(mine.allowed && mine.waitMs).toBeLessThanOrEqual(3000)
    }
  })

  it('slows an account attacked from many addresses with a growing delay, capped for its owner', () => {
    const { throttle } = throttleAt()
    const waits: number[] = []
    for (let i = 0; i < 12; i++) {
      const address = `10.0.0.${i}`
      const verdict = throttle.check(address, 'lan@example.com')
      waits.push(verdict.allowed ? verdict.waitMs : -1)
      throttle.fail(address, 'lan@example.com')
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000])
    expect(throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
  })

  it('lets addresses that already failed on an account take one slot per delay', () => {
    const { clock, throttle } = throttleAt()
    const addresses = Array.from({ length: 10 }, (_, i) => `10.0.1.${i}`)
    for (const address of addresses) throttle.fail(address, 'lan@example.com')
    // 10 failures: the delay is at its cap of 3 s. The first retry takes the slot now, the next
    // waits one delay; a third would wait longer than the cap and is told when to come back.
    expect(throttle.check(addresses[0]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })
    expect(throttle.check(addresses[1]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
    expect(throttle.check(addresses[2]!, 'lan@example.com')).toEqual({ allowed: false, retryAfterMs: 3000 })
    clock.now = 3000
    expect(throttle.check(addresses[2]!, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
    // The owner does not queue behind them.
    expect(throttle.check(owner, 'lan@example.com')).toEqual({ allowed: true, waitMs: 3000 })
  })

  it('forgets failures when their window ends, and clears an address on the right password', () => {
    const { clock, throttle } = throttleAt()
    for (let i = 0; i < 5; i++) throttle.fail(attacker, 'lan@example.com')
    clock.now = 15 * MINUTE - 1
    expect(throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: false, retryAfterMs: 1 })
    clock.now = 15 * MINUTE
    expect(throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })

    for (let i = 0; i < 4; i++) throttle.fail(owner, 'mai@example.com')
    throttle.succeed(owner, 'mai@example.com')
    throttle.fail(owner, 'mai@example.com')
    expect(throttle.check(owner, 'mai@example.com').allowed).toBe(true)
  })

  it('keeps a bounded number of entries', () => {
    const throttle = new LoginThrottle({ maxEntries: 100 })
    for (let i = 0; i < 20; i++) throttle.fail(attacker, 'lan@example.com')
    // A flood of made-up pairs pushes the oldest out instead of growing memory.
    for (let i = 0; i < 1000; i++) throttle.fail(`10.1.${i >> 8}.${i & 255}`, `n${i}@example.com`)
    expect(throttle.check(attacker, 'lan@example.com')).toEqual({ allowed: true, waitMs: 0 })
  })
})
