import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Member, optionalMember } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { addressGroup } from './address-group.ts'
import { HttpError } from './errors.ts'
import type { WriteLimits, WriterOf } from './limit.ts'
import { localized, messages } from './messages.ts'

/**
 * Limits no person meets (a reader opening chapter after chapter records a view each time; a whole
 * school behind one address still likes and views freely), but that stop one client from writing
 * thousands of times a minute. Counted in Redis when several servers share one (REDIS_URL), so an
 * address gets the same limit whichever server answers; else in the server's memory.
 */
export const defaultWriteLimits = {
  /** Anti-forgery tokens: the app asks once a day per device. */
  csrf: { perAddress: 300, perMember: 300 },
  views: { perAddress: 600, perMember: 240 },
  like: { perAddress: 300, perMember: 120 },
  rating: { perAddress: 120, perMember: 30 },
  /** A device sends its library's changes a second after each one, on focus and when back online. */
  library: { perAddress: 600, perMember: 240 },
  logout: { perAddress: 60, perMember: 20 },
  /** Enough for a person, too few for a password sprayer (login-throttle.ts counts wrong passwords). */
  register: { perAddress: 10 },
  /** An admin's edits: a busy afternoon of them, not a script rewriting the catalogue. */
  admin: { perAddress: 120, perMember: 60 },
  login: { perAddress: 10 },
  /** Links to set a forgotten password: a person asks once or twice (each email also has its own limit). */
  forgotPassword: { perAddress: 5 },
  /** Setting a new password with a mailed link; a guessed link is one in 2^256. */
  resetPassword: { perAddress: 10 },
  /** A member's own account (profile, avatar, email, password, sessions, leaving): a person's pace. */
  account: { perAddress: 60, perMember: 30 },
  /** The finder's searches and profiles: a person typing and reading, not a script listing every member. */
  finder: { perAddress: 120, perMember: 60 },
  /** Comments written, reported or deleted: a person talking, not a script flooding a chapter. */
  comment: { perAddress: 60, perMember: 10 },
  /** Sign-ins through the identity provider: each is a trip to the provider and back, a person's pace. */
  oidc: { perAddress: 30 },
  /**
   * The places reader apps send (KOReader's progress pushes, OPDS Progression), counted against the
   * app key's member: each writes the member's place. KOReader pushes at most every 25 s while pages
   * turn (its kosync plugin's debounce) and on opening, closing and sleeping; 60 a minute is a page
   * turned every second. An address holds many people's e-readers.
   */
  readerProgression: { perAddress: 600, perMember: 60 },
} satisfies WriteLimits

const WINDOW_MS = 60_000

const members = new WeakMap<FastifyRequest, Promise<Member | null>>()

/**
 * The signed-in member of the request, looked up once however many times it is asked for (by the
 * limit, then by the route). A token that is not a live session is the route's 401 to give.
 */
export function requestMember(request: FastifyRequest, ctx: ServerContext): Promise<Member | null> {
  let member = members.get(request)
  if (!member) {
    member = optionalMember(request, ctx)
    members.set(request, member)
  }
  return member
}

/**
 * Makes the onRequest hook of one kind of write. It counts the call against the address and, with a
 * live session (or the member `writerOf` names), against the member; over either limit it answers
 * 429 with Retry-After and the envelope, in the language of the called address.
 */
export function writeLimiter(app: FastifyInstance, ctx: ServerContext, limits: WriteLimits) {
  const sessionWriter: WriterOf = async (request) =>
    request.headers.authorization ? requestMember(request, ctx).catch(() => null) : null
  return (kind: keyof WriteLimits, writerOf: WriterOf = sessionWriter) => {
    const limit = limits[kind]
    const byAddress = app.createRateLimit({
      max: limit.perAddress,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${kind}:address:${addressGroup(request.ip)}`,
    })
    const { perMember } = limit
    const byMember =
      perMember &&
      app.createRateLimit({
        max: perMember,
        timeWindow: WINDOW_MS,
        keyGenerator: async (request) => `${kind}:member:${(await writerOf(request))?.id}`,
      })
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdicts = [await byAddress(request)]
      if (byMember && (await writerOf(request))) verdicts.push(await byMember(request))
      for (const verdict of verdicts) {
        if (verdict.isAllowed || !verdict.isExceeded) continue
        reply.header('retry-after', String(verdict.ttlInSeconds))
        throw new HttpError(429, localized(request, messages.tooManyRequests))
      }
    }
  }
}
