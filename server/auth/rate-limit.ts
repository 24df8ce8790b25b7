import type { RateLimitOptions } from '@fastify/rate-limit'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'

/** Per-address limit for sign-in and register: enough for a person, too few for a password sprayer. */
export const perAddress = (max: number): RateLimitOptions => ({
  max,
  timeWindow: 60_000,
  // The plugin throws what this returns, so the app's error handler sends the usual envelope.
  errorResponseBuilder: (request, context) =>
    new HttpError(context.statusCode, localized(request, messages.tooManyRequests)),
})

export const LOCKED_MESSAGE = 'Too many sign-in attempts. Please try again later.'

interface Window {
  started: number
  failures: number
}

/**
 * Failed sign-ins per account (5 in 15 minutes lock the email for the rest of the window), so an
 * attacker spreading guesses over many addresses still gets few tries at one account. Kept in
 * memory: each API node counts on its own, which only makes the limit a little looser.
 */
export class LoginThrottle {
  readonly #windows = new Map<string, Window>()
  readonly #max: number
  readonly #windowMs: number
  readonly #now: () => number

  constructor(options: { max?: number; windowMs?: number; now?: () => number } = {}) {
    this.#max = options.max ?? 5
    this.#windowMs = options.windowMs ?? 15 * 60_000
    this.#now = options.now ?? Date.now
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key)
    if (window && this.#now() - window.started >= this.#windowMs) {
      this.#windows.delete(key)
      return undefined
    }
    return window
  }

  isLocked(email: string): boolean {
    return (this.#current(email.toLowerCase())?.failures ?? 0) >= this.#max
  }

  fail(email: string) {
    const key = email.toLowerCase()
    const window = this.#current(key)
    if (window) window.failures += 1
    else {
      if (this.#windows.size >= 10_000) this.#sweep()
      this.#windows.set(key, { started: this.#now(), failures: 1 })
    }
  }

  succeed(email: string) {
    this.#windows.delete(email.toLowerCase())
  }

  /** Drops ended windows so a stream of made-up emails cannot grow the map without bound. */
  #sweep() {
    for (const key of this.#windows.keys()) this.#current(key)
    if (this.#windows.size < 10_000) return
    const oldest = this.#windows.keys().next().value
    if (oldest !== undefined) this.#windows.delete(oldest)
  }
}
