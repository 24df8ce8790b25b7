import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { failure } from './envelope.ts'
import { HttpError } from './errors.ts'

/** How much a client may send, and how slowly. */
export interface Limits {
  /** The whole request, headers and body, must have arrived within this; a trickle is cut with 408. */
  requestTimeoutMs: number
  /** JSON and text bodies. */
  bodyBytes: number
  /** A whole multipart form, every part and boundary together (the like and rating forms are tiny). */
  multipartBytes: number
}

export const defaultLimits: Limits = {
  requestTimeoutMs: 30_000,
  bodyBytes: 256 * 1024,
  multipartBytes: 32 * 1024,
}

/**
 * Options for Fastify's HTTP server. Node checks request deadlines only every
 * `connectionsCheckingInterval` (30 s by default), so a body trickled in a byte at a time was cut
 * anywhere from 30 to 60 s, later still once the headers' own 60 s deadline counted; checked often,
 * it is cut just after `requestTimeoutMs`.
 */
export function serverTimeouts({ requestTimeoutMs }: Limits) {
  const checkEvery = Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 10)))
  return {
    requestTimeout: requestTimeoutMs,
    http: { connectionsCheckingInterval: checkEvery, headersTimeout: requestTimeoutMs },
  }
}

/**
 * Answers a request the HTTP parser gave up on (too slow, headers too large, not HTTP) with the
 * envelope, then closes the connection: what is left of it cannot be read as a request.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const reason = STATUS_CODES[status] ?? 'Bad Request'
  if (socket.writable) {
    const body = JSON.stringify(failure(reason))
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * @fastify/multipart streams a form through busboy, which caps each field but not the whole: many
 * fields, or one long field it cuts and reads on, could make a request of any size. A multipart
 * request must therefore say its length up front (browsers do) and stay within `maxBytes`; Node's
 * parser reads no further than the stated length, so the cap holds whatever is sent.
 */
export function capMultipart(app: FastifyInstance, maxBytes: number) {
  app.addHook('onRequest', async (request, reply) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return
    const length = request.headers['content-length']
    if (length === undefined) throw new HttpError(411, 'Length Required')
    if (Number(length) > maxBytes) {
      // The rest of the body is not read: the connection cannot carry another request after it.
      reply.header('connection', 'close')
      throw new HttpError(413, 'Request body is too large')
    }
  })
}
