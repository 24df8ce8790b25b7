import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { defaultLanguage, type Language } from '../../src/contract/languages.ts'
import { deviceIdSchema } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { badRequest, forbidden } from '../http/errors.ts'
import { requestLanguage } from '../http/messages.ts'
import { addressHash } from './identity.ts'

/**
 * Anti-forgery tokens are signed, not stored: `base64url(JSON {d, e, n}).hmac` with the server secret,
 * so any API node can check a token another node issued. `d` is the device id the token is bound
 * to (it identifies an anonymous visitor's like), `e` the expiry in seconds since the epoch, `n` a
 * random nonce.
 */
export const CSRF_TTL_SECONDS = 24 * 60 * 60
const INVALID = 'Invalid or expired CSRF token'

const payloadSchema = v.object({ d: deviceIdSchema, e: v.pipe(v.number(), v.integer()) })

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest()

export function signCsrf(deviceId: string, expiresAt: Date, secret: string): string {
  // `n` makes every token new, even two for one device in the same second.
  const nonce = randomBytes(6).toString('base64url')
  const body = Buffer.from(
    JSON.stringify({ d: deviceId, e: Math.floor(expiresAt.getTime() / 1000), n: nonce }),
  ).toString('base64url')
  return `${body}.${sign(body, secret).toString('base64url')}`
}

/** The X-Device-Id header when it is present; a malformed one is a 400. */
export function deviceIdHeader(
  value: string | string[] | undefined,
  lang: Language = defaultLanguage,
): string | undefined {
  if (value === undefined) return undefined
  const result = v.safeParse(deviceIdSchema, value, { lang })
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

/** The device a request comes from: its X-Device-Id, or for a client without one, its address's. */
export const requestDevice = (ctx: Pick<ServerContext, 'secret'>, request: FastifyRequest) =>
  deviceIdHeader(request.headers['x-device-id'], requestLanguage(request)) ?? addressHash(ctx, request)

/**
 * A token bound to the X-Device-Id the request sends. Without one, the device id is derived from the
 * address (the same one every time), so a client that drops the header to get a fresh id per token
 * still counts as one visitor.
 */
export function issueCsrf(ctx: ServerContext, request: FastifyRequest) {
  const deviceId = requestDevice(ctx, request)
  const expiresAt = new Date(Date.now() + CSRF_TTL_SECONDS * 1000)
  return {
    csrf_token: signCsrf(deviceId, expiresAt, ctx.secret),
    device_id: deviceId,
    expires_at: expiresAt.toISOString(),
  }
}

/**
 * The device id a token is bound to. A token that is missing, forged, expired, or bound to another
 * device than the X-Device-Id header the request sends is a 403.
 */
export function verifyCsrf(token: unknown, ctx: ServerContext, headerValue?: string | string[]): string {
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) throw forbidden(INVALID)
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) throw forbidden(INVALID)
  // Compared as text: base64url decoding skips stray characters, which would let altered tokens pass.
  const expected = Buffer.from(sign(body, ctx.secret).toString('base64url'))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(INVALID)
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    throw forbidden(INVALID)
  }
  const parsed = v.safeParse(payloadSchema, payload)
  if (!parsed.success || parsed.output.e * 1000 <= Date.now()) throw forbidden(INVALID)
  if (headerValue !== undefined && headerValue !== parsed.output.d) throw forbidden(INVALID)
  return parsed.output.d
}

/** A write's form token, checked against the X-Device-Id header when one is sent; its device id. */
export function checkFormCsrf(request: FastifyRequest, ctx: ServerContext, token: string | undefined) {
  if (!token) throw forbidden('CSRF token is required')
  return verifyCsrf(token, ctx, request.headers['x-device-id'])
}
