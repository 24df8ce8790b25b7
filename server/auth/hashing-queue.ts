import { LRUCache } from 'lru-cache'

/** Thrown when a queue is full (or a waiting hash gave its place up): the caller answers 503. */
export class HashingBusy extends Error {
  constructor() {
    super('Password hashing queue is full')
  }
}

interface Waiting {
  key: string
  start: () => void
  refuse: (error: HashingBusy) => void
}

/**
 * A bounded queue of password hashes, fair between the keys that fill it (a client's address, or a
 * device cookie). The key served least recently goes next, so every key takes its turn and one never
 * seen before goes first: forty addresses flooding the queue do not make a forty-first wait for all of
 * them. When the queue is full, a newcomer takes the place of the waiting hash whose key deserves it
 * least (the most hashes waiting, then the turn most recently served); if none deserves it less, the
 * newcomer is the one refused.
 */
export class FairQueue {
  readonly #concurrency: number | (() => number)
  readonly #max: number
  readonly #onDone: (() => void) | undefined
  #running = 0
  readonly #waiting: Waiting[] = []
  /** The turn each key was last served at; a key not here was never served (or long ago). */
  readonly #served = new LRUCache<string, number>({ max: 20_000 })
  #turn = 0

  /**
   * `concurrency`: how many run at once, or a function that says it now (another queue may need the
   * room); `onDone` is told each time a hash ends.
   */
  constructor(concurrency: number | (() => number), max: number, onDone?: () => void) {
    this.#concurrency = concurrency
    this.#max = max
    this.#onDone = onDone
  }

  /** Starts what waits, as far as there is room now (after the room grew). */
  wake() {
    this.#next()
  }

  #limit() {
    return typeof this.#concurrency === 'function' ? this.#concurrency() : this.#concurrency
  }

  /** Hashes running now. */
  get running() {
    return this.#running
  }

  /** Hashes waiting for a turn. */
  get pending() {
    return this.#waiting.length
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#running += 1
        this.#served.set(key, ++this.#turn)
        work()
          .then(resolve, reject)
          .finally(() => {
            this.#running -= 1
            this.#next()
            this.#onDone?.()
          })
      }
      const entry: Waiting = { key, start, refuse: reject }
      if (this.#running < this.#limit() && this.#waiting.length === 0) return start()
      if (this.#waiting.length >= this.#max && !this.#makeRoomFor(key)) return reject(new HashingBusy())
      this.#waiting.push(entry)
    })
  }

  #next() {
    while (this.#running < this.#limit() && this.#waiting.length > 0) {
      // The least recently served key first; among its hashes, the oldest.
      let best = 0
      for (let i = 1; i < this.#waiting.length; i++) {
        if (this.#lastServed(this.#waiting[i]!.key) < this.#lastServed(this.#waiting[best]!.key)) best = i
      }
      const [entry] = this.#waiting.splice(best, 1)
      entry!.start()
    }
  }

  /** Refuses the waiting hash that deserves its place less than a newcomer from `key`; false when none. */
  #makeRoomFor(key: string): boolean {
    const counts = new Map<string, number>()
    for (const { key: k } of this.#waiting) counts.set(k, (counts.get(k) ?? 0) + 1)
    // How much a key already has: the others it has waiting, then how recently it was served.
    const claim = (k: string, others: number) => [others, this.#lastServed(k)] as const
    const newcomer = claim(key, counts.get(key) ?? 0)
    let victim = -1
    let worst = newcomer
    // From the newest back: of two equal claims, the hash that came later gives way.
    for (let i = this.#waiting.length - 1; i >= 0; i--) {
      const k = this.#waiting[i]!.key
      const held = claim(k, counts.get(k)! - 1)
      if (held[0] > worst[0] || (held[0] === worst[0] && held[1] > worst[1])) {
        victim = i
        worst = held
      }
    }
    if (victim < 0) return false
    const [refused] = this.#waiting.splice(victim, 1)
    refused!.refuse(new HashingBusy())
    return true
  }

  #lastServed(key: string) {
    return this.#served.get(key) ?? 0
  }
}
