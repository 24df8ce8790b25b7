import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'
import * as v from 'valibot'
import { entityTag } from './entity-tags.ts'

type Encoding = 'br' | 'gzip'

interface Entry {
  body: string
  contentType: string
  /** The body's entity tag, worked out once: a hit is sent compressed, so its tag cannot be read off it. */
  etag: string
  /** Compressed once, on the first hit that asks for it, instead of on every answer. */
  encoded: Partial<Record<Encoding, Buffer>>
  /** A drawn page's own status and headers (keepPage). */
  status?: number
  headers?: Record<string, string>
}

/** Where drawn pages are kept, apart from the API's answers. */
const PAGE_KEY = 'page '

/** The query parameters a route reads, as the schema it validates them with (unknown keys dropped). */
export type QuerySchema = v.GenericSchema<unknown, Record<string, unknown>>

/**
 * A route opts in with `config: { publicCache: true }` when its answer depends on its path alone, or
 * names the schema of the query parameters it reads (a function of the path parameters when that
 * differs by path). Only what that schema keeps makes two answers different.
 */
export type PublicCacheRule =
  | boolean
  | { query: QuerySchema | ((params: Record<string, string>) => QuerySchema) }

interface PreferringNegotiator {
  encodings(available: string[], options: { preferred: string[] }): string[]
}

/** Smaller answers cost more to compress than they save on the wire. */
const COMPRESS_FROM = 1024

/** Kept pages' Brotli (keepPage): 10, as 11 takes three times as long for 1.5% less. */
const PAGE_BROTLI = { [constants.BROTLI_PARAM_QUALITY]: 10 }

const compress = (body: string, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body)

/**
 * What the client accepts, by its q-values: `br;q=0, gzip;q=0` or `identity` mean the body as it is.
 * Between encodings of equal q, Brotli: browsers list gzip first (`gzip, deflate, br, zstd`), and a
 * page in Brotli is a sixth smaller, which on a slow phone is a round trip less.
 */
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const offered = ['br', 'gzip', 'identity']
  // negotiator 1.x takes the server's order as `preferred`; its published types predate the option.
  const negotiator = new Negotiator(request) as unknown as PreferringNegotiator
  const [best] = negotiator.encodings(offered, { preferred: offered })
  return best === 'br' || best === 'gzip' ? best : undefined
}

const sizeOf = (key: string, entry: Entry) =>
  key.length +
  Buffer.byteLength(entry.body) +
  (entry.encoded.br?.byteLength ?? 0) +
  (entry.encoded.gzip?.byteLength ?? 0)

/**
 * The key of an answer: the route with its path parameters filled in (so `%61` and `a` are one entry,
 * and a write's invalidate(fragment) still finds its paths), then the query parameters the route
 * validates, as the route reads them. Anything else in the query is ignored rather than refused: an
 * extra parameter (a cache-buster, a tracking tag) gets the same answer it would without, and cannot
 * make a new entry. Undefined when the query does not validate: the route answers 400, never cached.
 */
export function cacheKeyOf(request: FastifyRequest, rule: PublicCacheRule): string | undefined {
  const params = (request.params ?? {}) as Record<string, string>
  const path = request.routeOptions.url?.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  )
  if (path === undefined) return undefined
  if (typeof rule === 'boolean') return path
  const schema = typeof rule.query === 'function' ? rule.query(params) : rule.query
  const query = v.safeParse(schema, request.query)
  if (!query.success) return undefined
  const read = Object.entries(query.output)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return read.length === 0 ? path : `${path}?${JSON.stringify(read)}`
}

export interface PublicCacheOptions {
  seconds: number
  /** The most memory the kept answers (bodies and their compressed copies) may take. */
  maxBytes: number
}

/**
 * Who an answer is for (server/audience/): `key` names what the asker may see ('' for everything), so
 * two audiences never share a kept answer; `own` when the request said who asks (a session, a kiosk's
 * limit): its answer is then the asker's own, which no shared cache may keep for another.
 */
export interface Variant {
  key: string
  own: boolean
}

/** The headers a public answer may differ by. */
const VARY = 'accept-encoding, authorization, x-age-limit'

/** Where a cache tells how its lookups went (metrics/metrics.ts): found, or not. */
export interface LookupCounts {
  hit(): void
  miss(): void
}
const uncounted: LookupCounts = { hit() {}, miss() {} }

/** What a write made stale: the answers whose keys hold `fragment`, or every answer. */
export type CacheChange = { fragment: string } | { all: true }

/**
 * Public GETs answer the same for everyone for a while (catalogue, dashboards, lists), so the server
 * keeps their bodies in memory for `seconds` and tells shared caches they may do the same.
 * Bounded in bytes, least recently used out first; an expired answer is dropped on its timer, read or not.
 * Writes drop what they made stale.
 */
export class PublicCache {
  readonly #entries: LRUCache<string, Entry> | undefined
  readonly #seconds: number
  /**
   * Moves on every invalidation. An answer computed while a write landed may hold what was just
   * dropped (read before the write, sent after it): it is only kept if nothing was invalidated since
   * its request began.
   */
  #generation = 0
  readonly #startedAt = new WeakMap<object, { generation: number; key: string }>()
  /** Tells the other servers, when there are (shared-state/cache-changes.ts). */
  #share: (change: CacheChange) => void = () => {}
  /** Who each answer is for; everyone until variantBy is called. */
  #variant: (request: FastifyRequest) => Promise<Variant> = async () => ({ key: '', own: false })
  readonly #variants = new WeakMap<object, Variant>()
  /** How lookups of API answers and of drawn pages went; counted nowhere until countLookups. */
  #apiLookups = uncounted
  #pageLookups = uncounted

  constructor({ seconds, maxBytes }: PublicCacheOptions) {
    this.#seconds = seconds
    this.#entries =
      seconds > 0 && maxBytes > 0
        ? new LRUCache<string, Entry>({
            maxSize: maxBytes,
            sizeCalculation: (entry, key) => sizeOf(key, entry),
            ttl: seconds * 1000,
            ttlAutopurge: true,
            // Date, not performance: the same clock as the timers, so a test's fake clock drives both.
            perf: Date,
          })
        : undefined
  }

  /** How many answers are kept, and the bytes they take. */
  get usage() {
    return { entries: this.#entries?.size ?? 0, bytes: this.#entries?.calculatedSize ?? 0 }
  }

  get(key: string): Entry | undefined {
    return this.#entries?.get(key)
  }

  set(key: string, body: string, contentType: string) {
    this.#entries?.set(key, { body, contentType, etag: entityTag(body), encoded: {} })
  }

  /** The entry's compressed copy, made once; the entry is stored again so its size counts the copy. */
  #encoded(key: string, entry: Entry, encoding: Encoding): Buffer {
    const kept = entry.encoded[encoding]
    if (kept) return kept
    const made = compress(entry.body, encoding)
    // A new object: lru-cache recomputes the size only when the value changes. The expiry stays.
    this.#entries?.set(
      key,
      { ...entry, encoded: { ...entry.encoded, [encoding]: made } },
      { noUpdateTTL: true },
    )
    return made
  }

  /**
   * Drops every entry whose key contains `fragment` (e.g. a post's detail path), and every drawn
   * page: a page shows many answers (a post is on the home, in lists, in its detail).
   */
  invalidate(fragment: string) {
    this.apply({ fragment })
    this.#share({ fragment })
  }

  /** Drops every answer (an edit that shows in many places: menus, dashboards, categories). */
  clear() {
    this.apply({ all: true })
    this.#share({ all: true })
  }

  /** Drops what a write made stale here, on this server only (a change another server shared). */
  apply(change: CacheChange) {
    this.#generation++
    if (!this.#entries) return
    if ('all' in change) return this.#entries.clear()
    for (const key of [...this.#entries.keys()]) {
      if (key.includes(change.fragment) || key.startsWith(PAGE_KEY)) this.#entries.delete(key)
    }
  }

  /** Keeps answers apart by who asks (server/audience/): set once, before the first request. */
  variantBy(variant: (request: FastifyRequest) => Promise<Variant>) {
    this.#variant = variant
  }

  /** Counts each lookup of an API answer (`api`) and of a drawn page (`pages`), hit or miss. */
  countLookups(api: LookupCounts, pages: LookupCounts) {
    this.#apiLookups = api
    this.#pageLookups = pages
  }

  /** Each change made here is also given to `share`, which tells the other servers. */
  shareChanges(share: (change: CacheChange) => void) {
    this.#share = share
  }

  /**
   * Sends the page the server drew for `key` (its address as asked, with the origin it names) and
   * true, or false when none is kept. A page is the same for every visitor (what belongs to a device
   * or a member fills in on the device), and drawing one takes far longer than sending it.
   */
  sendPage(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
    const hit = this.get(PAGE_KEY + key)
    if (!hit) {
      if (this.#entries) this.#pageLookups.miss()
      return false
    }
    this.#pageLookups.hit()
    reply.status(hit.status ?? 200).headers(hit.headers ?? {})
    this.#send(request, reply, PAGE_KEY + key, hit)
    return true
  }

  /**
   * Keeps a drawn page, unless something was invalidated since `generation` (read before the page was
   * drawn): it may show what was dropped.
   */
  keepPage(key: string, generation: number, page: Omit<Entry, 'encoded' | 'etag'>) {
    if (generation !== this.#generation || !this.#entries) return
    this.#entries.set(PAGE_KEY + key, { ...page, etag: entityTag(page.body), encoded: {} })
    // A page is sent many times for each time it is drawn: it is compressed once more, as small as
    // Brotli makes it at a fair cost (the home: 11.6 kB instead of 13.2 kB at quality 5), on Node's
    // thread pool, so no answer waits for it. On a slow phone a page under one round trip's 14.6 kB
    // is shown a round trip sooner. Until then, hits are sent at quality 5.
    brotliCompress(page.body, { params: PAGE_BROTLI }, (error, made) => {
      const kept = this.#entries?.peek(PAGE_KEY + key)
      // Dropped or drawn again meanwhile: the copy would be of another page.
      if (error || kept?.body !== page.body) return
      this.#entries?.set(
        PAGE_KEY + key,
        { ...kept, encoded: { ...kept.encoded, br: made } },
        { noUpdateTTL: true },
      )
    })
  }

  /** Moves on every invalidation (keepPage). */
  get generation() {
    return this.#generation
  }

  #send(request: FastifyRequest, reply: FastifyReply, key: string, hit: Entry) {
    reply.header('x-cache', 'hit').type(hit.contentType).header('vary', VARY).header('etag', hit.etag)
    const encoding = encodingFor(request)
    if (!encoding || hit.body.length < COMPRESS_FROM) return reply.send(hit.body)
    return reply.header('content-encoding', encoding).send(this.#encoded(key, hit, encoding))
  }

  register(app: FastifyInstance) {
    const cacheControl = `public, max-age=0, s-maxage=${this.#seconds}, stale-while-revalidate=${this.#seconds * 5}`
    // An answer for who asked (a member, a kiosk): the browser keeps it and asks again by its ETag.
    const ownCacheControl = 'private, no-cache'
    const ruleOf = (request: FastifyRequest) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? request.routeOptions.config.publicCache
        : undefined
    app.addHook('onRequest', async (request, reply) => {
      const rule = ruleOf(request)
      if (!rule) return
      const variant = await this.#variant(request)
      this.#variants.set(request, variant)
      // With the cache off (PUBLIC_CACHE_SECONDS=0 or PUBLIC_CACHE_MB=0) there is nothing to look up.
      if (!this.#entries) return
      const path = cacheKeyOf(request, rule)
      if (path === undefined) return
      const key = variant.key + path
      const hit = this.get(key)
      if (!hit) {
        this.#apiLookups.miss()
        this.#startedAt.set(request, { generation: this.#generation, key })
        return
      }
      this.#apiLookups.hit()
      reply.header('cache-control', variant.own ? ownCacheControl : cacheControl)
      return this.#send(request, reply, key, hit)
    })
    app.addHook('onSend', async (request, reply, payload) => {
      if (!ruleOf(request) || reply.statusCode !== 200) return payload
      // A hit's encoding follows Accept-Encoding, so every answer says so, not only compressed ones.
      const own = this.#variants.get(request)?.own === true
      reply.header('cache-control', own ? ownCacheControl : cacheControl).header('vary', VARY)
      const started = this.#startedAt.get(request)
      const fresh = started?.generation === this.#generation
      if (started && typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit' && fresh) {
        this.set(started.key, payload, String(reply.getHeader('content-type') ?? 'application/json'))
      }
      return payload
    })
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRule
  }
}
