import type { FastifyReply, FastifyRequest } from 'fastify'
import { type AppKeyMember, authenticateAppKey } from '../app-keys/authenticate.ts'
import { appKeyMemberOf, letInAs } from '../app-keys/request-member.ts'
import { LoginThrottle } from '../auth/login-throttle.ts'
import type { ServerContext } from '../context.ts'
import { addressGroup } from '../http/address-group.ts'
import { failure } from '../http/envelope.ts'
import { readerAppsOpen } from './doors-open.ts'

/*
 * The reader apps' door: an app proves itself with a member's email or username and one of their app
 * keys (HTTP Basic), or, for apps that cannot send a header, with the key in the address. Nothing
 * else opens it (no session, no cookie), and a key opens nothing else.
 */

// A header is Latin-1: the realm is the site's name without its accent.
export const READER_REALM = 'Mot'

/** The name and key of an `Authorization: Basic …` header, undefined when there is none. */
export function basicCredentials(header: string | undefined): { user: string; key: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return undefined
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return undefined
  return { user: decoded.slice(0, colon), key: decoded.slice(colon + 1) }
}

export const DOORS_CLOSED = 'Reader apps are turned off on this site'

/** The member an app acts for, once the door let it in. */
export function readerOf(request: FastifyRequest): AppKeyMember {
  const member = appKeyMemberOf(request)
  if (!member) throw new Error('reader door not passed')
  return member
}

/**
 * The onRequest hook of a door: lets the app in as the key's member, or answers 401 (asking for
 * Basic credentials, so an app shows its sign-in) or 429 when this address or account has guessed
 * too many keys. Wrong keys count with wrong passwords (app-keys/authenticate.ts).
 */
export function readerDoor(
  ctx: ServerContext,
  keyInAddress: boolean,
  /** What an app without a valid key is sent beside the 401 (OPDS 2's authentication document). */
  refusal: (request: FastifyRequest) => { type: string; body: unknown } = () => ({
    type: 'application/json; charset=utf-8',
    body: failure('An app key is required: sign in with your email or username and an app key'),
  }),
) {
  const throttle = new LoginThrottle({ store: ctx.signInFailures })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Closed by an admin: no app comes in, whatever its key (the keys are kept for when it opens).
    if (!(await readerAppsOpen(ctx.db)))
      return reply.status(403).header('cache-control', 'no-store').send(failure(DOORS_CLOSED))
    const address = addressGroup(request.ip)
    const inAddress = (request.params as { key?: string }).key
    const credentials = keyInAddress
      ? { user: undefined, key: inAddress ?? '' }
      : basicCredentials(request.headers.authorization)
    if (!credentials || credentials.key === '') return refuse(reply, refusal(request))
    const verdict = await authenticateAppKey(ctx.db, throttle, address, credentials.user, {
      key: credentials.key,
    })
    if ('throttled' in verdict) {
      return reply
        .status(429)
        .header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
        .send(failure('Too many wrong app keys: try again later'))
    }
    if ('refused' in verdict) return refuse(reply, refusal(request))
    letInAs(request, verdict.member)
    // A member's own feeds: no shared cache keeps them.
    reply.header('cache-control', 'private, no-cache')
  }
}

function refuse(reply: FastifyReply, answer: { type: string; body: unknown }) {
  return reply
    .status(401)
    .header('www-authenticate', `Basic realm="${READER_REALM}", charset="UTF-8"`)
    .header('cache-control', 'no-store')
    .type(answer.type)
    .send(answer.body)
}
