import { LRUCache } from 'lru-cache'

/** Failures counted in one window, which starts at the first of them. */
interface Failures {
  started: number
  count: number
}

interface AccountState extends Failures {
  /** When the next password check from an address that already failed on this account may run. */
  nextSlot: number
}

export type ThrottleVerdict =
  /** Check the password after waiting `waitMs` (0 most of the time). */
  | { allowed: true; waitMs: number }
  /** Answer 429; the client may try again after `retryAfterMs`. */
  | { allowed: false; retryAfterMs: number }

export interface LoginThrottleOptions {
  now?: () => number
  windowMs?: number
  /** Wrong passwords one address may send, to any accounts, in a window. */
  perAddress?: number
  /** Wrong passwords one address may send for one account in a window. */
  perAddressAccount?: number
  /** Wrong passwords on an account, from anywhere, before its sign-ins start to slow down. */
  freeFailures?: number
  baseDelayMs?: number
  /** The slowest an account ever gets: the owner's right password waits at most this long. */
  maxDelayMs?: number
  /** Entries kept per kind (addresses, pairs, accounts); the least recently used go first. */
  maxEntries?: number
}

/**
 * Sign-in throttle. Wrong passwords are counted per address, per (address, account) and per
 * account. The first two block: one address guessing gets 429s, but only that address, so a
 * stranger cannot lock an owner out. The account's count never blocks; it slows the account
 * down instead: each check waits a delay that doubles with every failure (up to `maxDelayMs`),
 * and addresses that already failed on the account share one slot per delay (a 429 when the
 * slot is further off than `maxDelayMs`), so spreading guesses over many addresses buys about
 * one guess per new address. An address with no failure on the account always gets through
 * after at most `maxDelayMs`.
 *
 * Kept in memory, bounded by LRU: each API node counts on its own, which only makes the limits a
 * little looser.
 */
export class LoginThrottle {
  readonly #now: () => number
  readonly #windowMs: number
  readonly #perAddress: number
  readonly #perPair: number
  readonly #freeFailures: number
  readonly #baseDelayMs: number
  readonly #maxDelayMs: number
  readonly #addresses: LRUCache<string, Failures>
  readonly #pairs: LRUCache<string, Failures>
  readonly #accounts: LRUCache<string, AccountState>

  constructor(options: LoginThrottleOptions = {}) {
    this.#now = options.now ?? Date.now
    this.#windowMs = options.windowMs ?? 15 * 60_000
    this.#perAddress = options.perAddress ?? 20
    this.#perPair = options.perAddressAccount ?? 5
    this.#freeFailures = options.freeFailures ?? 5
    this.#baseDelayMs = options.baseDelayMs ?? 250
    this.#maxDelayMs = options.maxDelayMs ?? 3000
    const max = options.maxEntries ?? 50_000
    this.#addresses = new LRUCache({ max })
    this.#pairs = new LRUCache({ max })
    this.#accounts = new LRUCache({ max })
  }

  /** What to do with a sign-in from `address` for `email`, before its password is checked. */
  check(address: string, email: string): ThrottleVerdict {
    const now = this.#now()
    const account = accountKey(email)
    const pair = this.#current(this.#pairs, pairKey(address, account))
    for (const [failures, max] of [
      [this.#current(this.#addresses, address), this.#perAddress],
      [pair, this.#perPair],
    ] as const) {
      if (failures && failures.count >= max) {
        return { allowed: false, retryAfterMs: failures.started + this.#windowMs - now }
      }
    }
    const state = this.#current(this.#accounts, account)
    const delay = state ? this.delayFor(state.count) : 0
    if (!state || delay === 0) return { allowed: true, waitMs: 0 }
    // The owner, or anyone new to this account: slowed down, never turned away.
    if (!pair) return { allowed: true, waitMs: delay }
    const slot = Math.max(now, state.nextSlot)
    if (slot - now > this.#maxDelayMs) return { allowed: false, retryAfterMs: slot - now - this.#maxDelayMs }
    state.nextSlot = slot + delay
    return { allowed: true, waitMs: slot - now }
  }

  /** The wait before each check once an account has had `failures` wrong passwords. */
  delayFor(failures: number): number {
    if (failures < this.#freeFailures) return 0
    const doublings = Math.min(failures - this.#freeFailures, 30)
    return Math.min(this.#baseDelayMs * 2 ** doublings, this.#maxDelayMs)
  }

  fail(address: string, email: string) {
    const account = accountKey(email)
    this.#count(this.#addresses, address, {})
    this.#count(this.#pairs, pairKey(address, account), {})
    this.#count(this.#accounts, account, { nextSlot: 0 })
  }

  /**
   * The right password clears what this address did to the account. The account's own count is
   * left to run out, or one lucky guess would wipe the slowdown of a whole attack.
   */
  succeed(address: string, email: string) {
    this.#pairs.delete(pairKey(address, accountKey(email)))
  }

  #current<T extends Failures>(cache: LRUCache<string, T>, key: string): T | undefined {
    const entry = cache.get(key)
    if (entry && this.#now() - entry.started >= this.#windowMs) {
      cache.delete(key)
      return undefined
    }
    return entry
  }

  #count<T extends Failures>(cache: LRUCache<string, T>, key: string, extra: Omit<T, keyof Failures>) {
    const entry = this.#current(cache, key)
    if (entry) entry.count += 1
    else cache.set(key, { ...extra, started: this.#now(), count: 1 } as T)
  }
}

const accountKey = (email: string) => email.trim().toLowerCase()
const pairKey = (address: string, account: string) => `${address}\n${account}`
