import { LRUCache } from 'lru-cache'

/** Failures counted in one window, which starts at the first of them. */
export interface Failures {
  started: number
  count: number
}

/**
 * Where the throttle keeps its counts: this server's memory (MemoryFailures), or Redis, shared by
 * every server (shared-state/throttle-failures.ts). Each kind of count has its own keys.
 */
export interface FailureStore {
  get(key: string): Promise<Failures | undefined>
  /** One more failure; a record from a window that has ended starts again at 1. */
  count(key: string, now: number, windowMs: number): Promise<void>
  delete(key: string): Promise<void>
  /**
   * At once for every server: the slot of the next check on an account, `max(now, next slot)`.
   * Taken (the next slot moves one `delayMs` on) only when it is at most `maxWaitMs` away.
   */
  takeSlot(key: string, now: number, delayMs: number, maxWaitMs: number): Promise<number>
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
  /** Wrong passwords one device cookie may send in a window before it loses its own lane. */
  perDevice?: number
  /** Where the counts are kept; by default this server's memory. */
  store?: FailureStore
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
 * With several servers the counts are kept in Redis, so an attacker gets no more tries by
 * spreading them over the servers.
 */
export class LoginThrottle {
  readonly #now: () => number
  readonly #windowMs: number
  readonly #perAddress: number
  readonly #perPair: number
  readonly #perDevice: number
  readonly #freeFailures: number
  readonly #baseDelayMs: number
  readonly #maxDelayMs: number
  readonly #store: FailureStore

  constructor(options: LoginThrottleOptions = {}) {
    this.#now = options.now ?? Date.now
    this.#windowMs = options.windowMs ?? 15 * 60_000
    this.#perAddress = options.perAddress ?? 20
    this.#perPair = options.perAddressAccount ?? 5
    this.#perDevice = options.perDevice ?? 5
    this.#freeFailures = options.freeFailures ?? 5
    this.#baseDelayMs = options.baseDelayMs ?? 250
    this.#maxDelayMs = options.maxDelayMs ?? 3000
    this.#store = options.store ?? new MemoryFailures()
  }

  /** What to do with a sign-in from `address` for `email`, before its password is checked. */
  async check(address: string, email: string): Promise<ThrottleVerdict> {
    const now = this.#now()
    const account = accountKey(email)
    const [byAddress, pair, state] = await Promise.all([
      this.#current(addressKey(address), now),
      this.#current(pairKey(address, account), now),
      this.#current(account, now),
    ])
    for (const [failures, max] of [
      [byAddress, this.#perAddress],
      [pair, this.#perPair],
    ] as const) {
      if (failures && failures.count >= max) {
        return { allowed: false, retryAfterMs: failures.started + this.#windowMs - now }
      }
    }
    const delay = state ? this.delayFor(state.count) : 0
    if (!state || delay === 0) return { allowed: true, waitMs: 0 }
    // The owner, or anyone new to this account: slowed down, never turned away.
    if (!pair) return { allowed: true, waitMs: delay }
    const slot = await this.#store.takeSlot(account, now, delay, this.#maxDelayMs)
    if (slot - now > this.#maxDelayMs) return { allowed: false, retryAfterMs: slot - now - this.#maxDelayMs }
    return { allowed: true, waitMs: slot - now }
  }

  /** The wait before each check once an account has had `failures` wrong passwords. */
  delayFor(failures: number): number {
    if (failures < this.#freeFailures) return 0
    const doublings = Math.min(failures - this.#freeFailures, 30)
    return Math.min(this.#baseDelayMs * 2 ** doublings, this.#maxDelayMs)
  }

  async fail(address: string, email: string): Promise<void> {
    const account = accountKey(email)
    const now = this.#now()
    await Promise.all(
      [addressKey(address), pairKey(address, account), account].map((key) =>
        this.#store.count(key, now, this.#windowMs),
      ),
    )
  }

  /**
   * The right password clears what this address did to the account. The account's own count is
   * left to run out, or one lucky guess would wipe the slowdown of a whole attack.
   */
  async succeed(address: string, email: string): Promise<void> {
    await this.#store.delete(pairKey(address, accountKey(email)))
  }

  /**
   * Whether a device cookie (device-cookie.ts) still has its own lane: until it has sent `perDevice`
   * wrong passwords in a window. Past that it signs in as any stranger would.
   */
  async deviceTrusted(nonce: string): Promise<boolean> {
    const failures = await this.#current(deviceKey(nonce), this.#now())
    return !failures || failures.count < this.#perDevice
  }

  /** A wrong password sent with a device cookie counts against that cookie, not its address or account. */
  async failDevice(nonce: string): Promise<void> {
    await this.#store.count(deviceKey(nonce), this.#now(), this.#windowMs)
  }

  async #current(key: string, now: number): Promise<Failures | undefined> {
    const entry = await this.#store.get(key)
    return entry && now - entry.started < this.#windowMs ? entry : undefined
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
const addressKey = (address: string) => `address:${address}`
const deviceKey = (nonce: string) => `device:${nonce}`
const pairKey = (address: string, account: string) => `pair:${address}\n${account}`

interface Entry extends Failures {
  nextSlot: number
}

/** The counts in this server's memory, bounded: the least recently used go first. */
export class MemoryFailures implements FailureStore {
  readonly #entries: LRUCache<string, Entry>

  constructor(maxEntries = 150_000) {
    this.#entries = new LRUCache({ max: maxEntries })
  }

  async get(key: string) {
    return this.#entries.get(key)
  }

  async count(key: string, now: number, windowMs: number) {
    const entry = this.#entries.get(key)
    if (entry && now - entry.started < windowMs) entry.count += 1
    else this.#entries.set(key, { started: now, count: 1, nextSlot: 0 })
  }

  async delete(key: string) {
    this.#entries.delete(key)
  }

  async takeSlot(key: string, now: number, delayMs: number, maxWaitMs: number) {
    const entry = this.#entries.get(key)
    if (!entry) return now
    const slot = Math.max(now, entry.nextSlot)
    if (slot - now <= maxWaitMs) entry.nextSlot = slot + delayMs
    return slot
  }
}
