import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { languages } from '../../src/contract/languages.ts'
import { apiUrl, loginRoute } from '../../src/contract/paths.ts'

/**
 * A device cookie (OWASP, "slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account is given a cookie naming that account, signed with the server's SECRET, so
 * every server can check it. Its sign-ins to that account take a lane of their own, which strangers'
 * attempts cannot fill and the account's slowdown does not touch; its own wrong passwords are counted
 * against it (login-throttle.ts), so a stolen cookie buys a few guesses, no more.
 *
 * It says nothing about who is signed in: sessions are Bearer tokens. It is sent only to the sign-in
 * call (its path), never read by a script (HttpOnly), never sent by another site's form (SameSite).
 */
const NAME_PREFIX = 'mot_device_'
const DEVICE_DAYS = 365
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** A device cookie the request carries for `memberId`, checked. */
export interface KnownDevice {
  /** Names the cookie (not the browser) in the throttle's counts. */
  nonce: string
}

const sign = (memberId: number, nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`device-cookie\n${memberId}\n${nonce}`).digest('base64url')

/** The cookie's value for `memberId`: `nonce.signature`. */
export function deviceCookieValue(memberId: number, secret: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${sign(memberId, nonce, secret)}`
}

/** The request's device cookie for this member, or undefined when it has none that we signed for it. */
export function knownDevice(
  request: FastifyRequest,
  memberId: number,
  secret: string,
): KnownDevice | undefined {
  const header = request.headers.cookie
  if (!header || header.length > 8192) return undefined
  const value = parseCookie(header)[`${NAME_PREFIX}${memberId}`]
  const [nonce, mac, extra] = value?.split('.') ?? []
  if (!nonce || !mac || extra !== undefined || !NONCE_PATTERN.test(nonce)) return undefined
  // Compared as text, in constant time: a cookie made for another account, or altered, is no device.
  const expected = Buffer.from(sign(memberId, nonce, secret))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { nonce }
}

/** Gives the browser a new device cookie for this member, sent to the sign-in call of every language. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
  secret: string,
) {
  const value = deviceCookieValue(memberId, secret)
  for (const language of languages) {
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: `${NAME_PREFIX}${memberId}`,
        value,
        path: apiUrl(language, loginRoute),
        maxAge: DEVICE_DAYS * 24 * 60 * 60,
        httpOnly: true,
        secure: request.protocol === 'https',
        sameSite: 'strict',
      }),
    )
  }
}
