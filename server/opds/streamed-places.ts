import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/client.ts'
import { mergeLibrary } from '../sync/merge.ts'

/*
 * A comic streamed page by page (OPDS-PSE) moves the member's place with every page an app asks for,
 * and an app asks for many a minute (some fetch the pages ahead as well). Each move is a write: here
 * they are gathered, so a member's places are written at most once every few seconds whatever an app
 * (or whoever holds a key) asks for, and the last page asked for of each chapter is the one written,
 * with the time it was asked for: where the reader stopped is where they come back to.
 */

/**
 * A member's streamed places are written at most once in this time (per server): a reader turns a
 * page every few seconds, so their place is at most this far behind, and a stream of requests writes
 * six times a minute rather than hundreds.
 */
export const STREAMED_PLACE_EVERY_MS = 10_000
/** Members whose last write is remembered (the oldest forgotten first: their next page writes at once). */
const MEMBERS_KEPT = 10_000
/**
 * Chapters of one member waiting for the next write: a reader is in one chapter, an app fetching
 * ahead in two; past this the chapter asked for longest ago waits no longer (it is left out).
 */
const CHAPTERS_WAITING_MAX = 20

/** A page of a chapter asked for by a reader app, counted from 1, and when. */
export interface StreamedPage {
  post: number
  index: number
  page: number
  at: number
}

interface MemberPlaces {
  /** When this server last wrote their places (0: not yet). */
  writtenAt: number
  /** The last page asked for of each chapter since, the chapter asked for longest ago first. */
  waiting: Map<string, StreamedPage>
  /** The write that is due, when there is one. */
  timer: NodeJS.Timeout | undefined
}

export class StreamedPlaces {
  readonly #db: Db
  readonly #log: FastifyBaseLogger
  readonly #everyMs: number
  readonly #members: LRUCache<number, MemberPlaces>
  /** Writes under way, which closing waits for. */
  readonly #writing = new Set<Promise<void>>()
  /** Once the server stops, a page asked for still is written at once: no write is left for later. */
  #closed = false

  constructor(db: Db, log: FastifyBaseLogger, everyMs = STREAMED_PLACE_EVERY_MS) {
    this.#db = db
    this.#log = log
    this.#everyMs = everyMs
    this.#members = new LRUCache({
      max: MEMBERS_KEPT,
      // A member forgotten with places still waiting has them written now rather than lost.
      dispose: (places, memberId, reason) => {
        if (reason === 'evict' && places.timer) this.#writeLater(memberId, places)
      },
    })
  }

  /**
   * The member asked for this page: written now when their places were not written within the last
   * `everyMs`, else with the next write, which is then due (this returns at once).
   */
  async moveTo(memberId: number, page: StreamedPage) {
    let places = this.#members.get(memberId)
    if (!places) {
      places = { writtenAt: 0, waiting: new Map(), timer: undefined }
      this.#members.set(memberId, places)
    }
    const chapter = `${page.post}:${page.index}`
    // Asked for again, the chapter goes last: it is the one read now.
    places.waiting.delete(chapter)
    places.waiting.set(chapter, page)
    if (places.waiting.size > CHAPTERS_WAITING_MAX) {
      places.waiting.delete(places.waiting.keys().next().value!)
    }
    if (places.timer) return
    const wait = places.writtenAt + this.#everyMs - Date.now()
    if (wait <= 0 || this.#closed) return this.#write(memberId, places)
    const due = places
    // No longer than the period, should the clock have been set back since the last write.
    places.timer = setTimeout(() => this.#writeLater(memberId, due), Math.min(wait, this.#everyMs))
    places.timer.unref()
  }

  /** Writes every place still waiting, as the server stops. */
  async close() {
    this.#closed = true
    for (const [memberId, places] of this.#members.entries()) {
      if (places.timer) this.#writeLater(memberId, places)
    }
    await Promise.allSettled([...this.#writing])
  }

  /** A write no request waits for: a failure is logged. */
  #writeLater(memberId: number, places: MemberPlaces) {
    this.#write(memberId, places).catch((error: unknown) =>
      this.#log.warn({ err: error }, 'streamed reading place not written'),
    )
  }

  async #write(memberId: number, places: MemberPlaces) {
    clearTimeout(places.timer)
    places.timer = undefined
    places.writtenAt = Date.now()
    const pages = [...places.waiting.values()]
    places.waiting.clear()
    if (pages.length === 0) return
    // The chapter becomes the one the history continues; the newest change wins, as from any device.
    const written = mergeLibrary(this.#db, memberId, {
      changes: pages.map(({ post, index, at }) => ({
        list: 'history' as const,
        id: post,
        at,
        removed: false,
        chapter: index,
      })),
      positions: pages.map(({ post, index, at, page }) => ({
        kind: 'chapter' as const,
        post,
        index,
        at,
        page,
      })),
    })
    this.#writing.add(written)
    try {
      await written
    } finally {
      this.#writing.delete(written)
    }
  }
}
