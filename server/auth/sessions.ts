import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { type AgeRating, strictestAgeLimit } from '../../src/contract/age-ratings.ts'
import { USER_AGENT_MAX } from '../../src/contract/limits.ts'
import type { Role } from '../../src/contract/roles.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { members, sessions } from '../db/schema.ts'
import { unauthorized } from '../http/errors.ts'

const DAY = 24 * 60 * 60 * 1000
export const SESSION_DAYS = { short: 1, remember: 30 }

export interface Member {
  id: number
  email: string
  name: string
  role: Role
  sessionId: number
  /** What this member may see (server/audience/): the stricter of the admin's limit and their own. */
  ageLimit: AgeRating
  /** The categories an admin hid from this member. */
  hiddenCategoryIds: number[]
}

/** The ids string_agg listed (`'3,7'`), in order; none for null. */
export const hiddenCategoryIdsOf = (listed: string | null): number[] =>
  listed
    ? listed
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : []

/** 32 random bytes, base64url: exactly 43 characters. Anything else is not a token we made. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** A member's call without a live session (401). */
export const SIGN_IN_REQUIRED = 'Sign in required'
const SESSION_GONE = 'Session expired or revoked'

/** Only the hash is stored, so reading the database gives no one a live session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Where a session was opened, shown on the member's sessions page (server/account/sessions.ts). */
export interface SessionDevice {
  userAgent: string | undefined
  address: string
}

/** The device of a request: its User-Agent cut to a sane length, and its address. */
export const deviceOf = (request: FastifyRequest): SessionDevice => ({
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX),
  address: request.ip,
})

/** How stale a session's last use may get before a request writes it again. */
export const LAST_USED_STEP_MS = 5 * 60 * 1000

export async function createSession(db: Db, memberId: number, remember: boolean, device?: SessionDevice) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + (remember ? SESSION_DAYS.remember : SESSION_DAYS.short) * DAY)
  // Sign-in is a good moment to forget this member's dead sessions; nothing else needs them.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        or(lt(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)),
      ),
    )
  const [session] = await db
    .insert(sessions)
    .values({
      memberId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: device?.userAgent ?? null,
      address: device?.address ?? null,
    })
    .returning({ id: sessions.id })
  return { token, expiresAt, id: session!.id }
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId))
}

/**
 * Ends every live session of a member (a new password, an admin's decision), but `keep`: the one
 * that asked, which stays signed in. Answers the sessions ended.
 */
export async function revokeMemberSessions(db: Db, memberId: number, keep?: number) {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id })
}

/** The Bearer token of the request, or undefined when the request carries none. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (typeof header !== 'string') return undefined
  const match = /^Bearer\s+(.*)$/i.exec(header.trim())
  return match ? match[1]!.trim() : undefined
}

/**
 * The signed-in member, or null for a visitor (no Bearer token). A token that is sent but is not a
 * live session is a 401 rather than a silent visitor, so the client learns to drop it.
 */
export async function optionalMember(request: FastifyRequest, ctx: ServerContext): Promise<Member | null> {
  const token = bearerToken(request)
  if (token === undefined) return null
  if (!TOKEN_PATTERN.test(token)) throw unauthorized(SESSION_GONE)
  const [row] = await ctx.db
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      role: members.role,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      adminAgeLimit: members.ageLimit,
      ownAgeLimit: members.ownAgeLimit,
      // Read with the session, so knowing what a member may see costs no query of its own.
      hidden: sql<string | null>`(select string_agg(h.category_id::text, ',') from member_hidden_categories h
        where h.member_id = ${members.id})`,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
  if (!row) throw unauthorized(SESSION_GONE)
  const { lastUsedAt, adminAgeLimit, ownAgeLimit, hidden, ...who } = row
  const member: Member = {
    ...who,
    ageLimit: strictestAgeLimit(adminAgeLimit, ownAgeLimit),
    hiddenCategoryIds: hiddenCategoryIdsOf(hidden),
  }
  // A session's last use is for its owner's eyes: to the nearest few minutes, not a write per request.
  if (Date.now() - lastUsedAt.getTime() > LAST_USED_STEP_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, address: request.ip })
      .where(eq(sessions.id, member.sessionId))
  }
  return member
}

/** The signed-in member; a visitor gets a 401 with `message` (e.g. 'You need to sign in to rate'). */
export async function requireMember(
  request: FastifyRequest,
  ctx: ServerContext,
  message = SIGN_IN_REQUIRED,
): Promise<Member> {
  const member = await optionalMember(request, ctx)
  if (!member) throw unauthorized(message)
  return member
}

/** A member as the auth calls name them; the role lets the app show the admin area to admins only. */
export const publicUser = (member: { id: number; email: string; name: string; role: Role }) => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
})
