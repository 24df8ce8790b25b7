import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * The types @fastify/compress compresses (its own default, named here so the Vary below follows the
 * same rule): text, JSON, XML, and what ends in +json, +text or +xml.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u

/**
 * A weak entity tag of a body (RFC 9110 §8.8.3): weak, as the same answer is sent in Brotli, gzip or
 * as it is, byte-different representations of one content that a cache may treat as the same.
 */
export function entityTag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

/** The opaque part of an entity tag, `W/` left aside: weak comparison (RFC 9110 §8.8.3.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/**
 * Whether If-None-Match's condition is false, so a GET or HEAD gets 304 (RFC 9110 §13.1.2): `*` and a
 * current representation, or a list naming a tag that weakly matches the current one.
 */
export function noneMatchFails(ifNoneMatch: string | undefined, current: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  const mine = opaque(current)
  // Entity tags hold no comma (§8.8.3: etagc excludes it), so the list splits on commas.
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === mine)
}

/** Whether If-Range holds an entity tag rather than a date (RFC 9110 §13.1.5: a DQUOTE, or `W/`). */
export const isEntityTag = (value: string | string[] | undefined) =>
  typeof value === 'string' && /^\s*(W\/)?"/.test(value)

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '')
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
}

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function'

/**
 * Conditional GETs for every answer of the server, in one place: each successful GET or HEAD whose
 * body is known carries an entity tag (a route's own, set before it answers, or the body's hash), and
 * an If-None-Match that names it gets 304 with the headers the 200 would have had, no body
 * (RFC 9110 §15.4.5). Other statuses ignore the condition (§13.2.1). Every compressible answer says
 * it varies by Accept-Encoding, compressed or not: a cache must not give an answer sent as it is to a
 * client that takes Brotli, nor the reverse. Registered before the routes, and after the public
 * cache, which keeps an answer before it may become a 304 and sends its hits with their tag.
 */
export function conditionalRequests(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (COMPRESSIBLE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload
    let tag = reply.getHeader('etag') as string | undefined
    // A body already compressed is the public cache's hit, which sets its tag; a stream's body is not
    // known here, and only a route that knows its data's version tags it.
    if (
      !tag &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !reply.hasHeader('content-encoding')
    ) {
      tag = entityTag(payload)
      reply.header('etag', tag)
    }
    if (!tag || !noneMatchFails(request.headers['if-none-match'], tag)) return payload
    if (isStream(payload)) payload.destroy()
    reply.status(304).removeHeader('content-length').removeHeader('content-encoding')
    return ''
  })
}
