import { LRUCache } from 'lru-cache'
import type { LookupCounts, PublicCache } from './public-cache.ts'

/*
 * Reads that answer the same for everyone (a list's page of posts, a search), kept in memory for the
 * public cache's seconds, for answers the public cache cannot keep whole: a member's reader-app
 * feeds are private (their key is in them, or their place in a chapter), yet most of what they list
 * is the catalogue's. A read is kept only while the public cache's generation stands: any write that
 * invalidates an answer of the site drops every kept read, as it drops every drawn page.
 */

export interface SharedReadsOptions {
  seconds: number
  /** The most reads kept: each is a page of rows, a few kilobytes. */
  max: number
  /** Where each read is counted: kept or joining one under way (a hit), or read now (a miss). */
  lookups?: LookupCounts
}

export class SharedReads {
  readonly #cache: PublicCache
  readonly #kept: LRUCache<string, { value: unknown; generation: number }> | undefined
  /** Reads under way: many asking at once for what is not kept wait for one query, not one each. */
  readonly #reading = new Map<string, Promise<unknown>>()
  readonly #lookups: LookupCounts | undefined

  constructor(cache: PublicCache, { seconds, max, lookups }: SharedReadsOptions) {
    this.#cache = cache
    this.#lookups = lookups
    this.#kept =
      seconds > 0 && max > 0
        ? new LRUCache({ max, ttl: seconds * 1000, ttlAutopurge: true, perf: Date })
        : undefined
  }

  /** What `read` answers for `key` (every input of the read must be in it), kept or read now. */
  async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#kept) return read()
    const generation = this.#cache.generation
    const kept = this.#kept.get(key)
    if (kept && kept.generation === generation) {
      this.#lookups?.hit()
      return kept.value as T
    }
    const underWay = `${generation} ${key}`
    const reading = this.#reading.get(underWay)
    if (reading) {
      this.#lookups?.hit()
      return reading as Promise<T>
    }
    this.#lookups?.miss()
    const value = read()
    this.#reading.set(underWay, value)
    try {
      const done = await value
      // A write landed while reading: what was read may be what it changed, so it is not kept.
      if (this.#cache.generation === generation) this.#kept.set(key, { value: done, generation })
      return done
    } finally {
      this.#reading.delete(underWay)
    }
  }
}
