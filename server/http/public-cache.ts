import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

type Encoding = 'br' | 'gzip'

interface Entry {
  expires: number
  body: string
  contentType: string
  /** Compressed once, on the first hit that asks for it, instead of on every answer. */
  encoded: Partial<Record<Encoding, Buffer>>
}

function preferredEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return undefined
}

const compress = (body: string, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body)

/**
 * Public GETs answer the same for everyone for a while (catalogue, dashboards, lists), so the server
 * keeps their bodies in memory for `seconds` and tells shared caches they may do the same.
 * A route opts in with `config: { publicCache: true }`; writes drop what they made stale.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>()
  readonly #seconds: number
  readonly #maxEntries: number
  /**
   * Moves on every invalidation. An answer computed while a write landed may hold what was just
   * dropped (read before the write, sent after it): it is only kept if nothing was invalidated since
   * its request began.
   */
  #generation = 0
  readonly #startedAt = new WeakMap<object, number>()

  constructor(seconds: number, maxEntries = 5000) {
    this.#seconds = seconds
    this.#maxEntries = maxEntries
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires < Date.now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  set(key: string, body: string, contentType: string) {
    if (this.#seconds === 0) return
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(key, { expires: Date.now() + this.#seconds * 1000, body, contentType, encoded: {} })
  }

  /** Drops every entry whose URL contains `fragment` (e.g. a post's detail path). */
  invalidate(fragment: string) {
    this.#generation++
    for (const key of this.#entries.keys()) if (key.includes(fragment)) this.#entries.delete(key)
  }

  clear() {
    this.#generation++
    this.#entries.clear()
  }

  register(app: FastifyInstance) {
    const cacheControl = `public, max-age=0, s-maxage=${this.#seconds}, stale-while-revalidate=${this.#seconds * 5}`
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return
      const hit = this.get(request.url)
      if (!hit) {
        this.#startedAt.set(request, this.#generation)
        return
      }
      reply.header('cache-control', cacheControl).header('x-cache', 'hit').type(hit.contentType)
      reply.header('vary', 'accept-encoding')
      const encoding = preferredEncoding(request.headers['accept-encoding'])
      if (!encoding || hit.body.length < 1024) return reply.send(hit.body)
      hit.encoded[encoding] ??= compress(hit.body, encoding)
      return reply.header('content-encoding', encoding).send(hit.encoded[encoding])
    })
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !request.routeOptions.config.publicCache || reply.statusCode !== 200) {
        return payload
      }
      reply.header('cache-control', cacheControl)
      const fresh = this.#startedAt.get(request) === this.#generation
      if (typeof payload === 'string' && reply.getHeader('x-cache') !== 'hit' && fresh) {
        this.set(request.url, payload, String(reply.getHeader('content-type') ?? 'application/json'))
      }
      return payload
    })
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean
  }
}
