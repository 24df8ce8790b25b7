import { eq, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  AGE_LIMIT_HEADER,
  type AgeRating,
  ageRatingOf,
  NO_AGE_LIMIT,
  strictestAgeLimit,
  VISITOR_AGE_LIMIT_KEY,
} from '../../src/contract/age-ratings.ts'
import { appKeyMemberOf } from '../app-keys/request-member.ts'
import { hiddenCategoryIdsOf } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { keptSetting } from '../db/kept-setting.ts'
import { members } from '../db/schema.ts'
import { requestMember } from '../http/write-limits.ts'
import { rowsOf } from '../posts/rows.ts'

/*
 * Who is asking, and what they may see (issue 50): a post is seen when its age rating is at most the
 * audience's limit and none of its categories is hidden from them. A member's limit is the stricter of
 * an admin's and their own, read with their session (server/auth/sessions.ts), their hidden categories
 * too; a visitor's is the site's default (site_settings `visitor_age_limit`); a kiosk's header
 * (X-Age-Limit) can only make either stricter. Every public read of the catalogue adds `seenBy`.
 */

export interface Audience {
  ageLimit: AgeRating
  /** Ascending, each once. */
  hiddenCategoryIds: number[]
}

/** No limit at all: what the admin area and the server's own work read with. */
export const everyone: Audience = { ageLimit: NO_AGE_LIMIT, hiddenCategoryIds: [] }

/** Whether an audience sees the whole catalogue (the queries are then exactly the unrestricted ones). */
export const seesAll = (audience: Audience) =>
  audience.ageLimit === NO_AGE_LIMIT && audience.hiddenCategoryIds.length === 0

/**
 * A name for what an audience sees, '' for everything: the part of a prepared query's shape and of a
 * kept answer's key that differs by audience. Two members with the same limit and hidden categories
 * see the same catalogue, so they share shapes and kept answers; the shapes are bounded by the four
 * limits and the sets of categories admins hid.
 */
export const audienceKey = (audience: Audience) =>
  seesAll(audience)
    ? ''
    : `[a${audience.ageLimit}${audience.hiddenCategoryIds.length ? `h${audience.hiddenCategoryIds.join('.')}` : ''}]`

/**
 * "This post may be seen by this audience", for a query naming posts `table` (`"posts"`, or an alias
 * such as `p`): undefined when it sees everything. Written with literals (the limit is one of four
 * numbers, the categories' ids integers read from the database), so a prepared plan knows them.
 */
export function mayBeSeen(audience: Audience, table = '"posts"'): SQL | undefined {
  if (seesAll(audience)) return undefined
  const parts: string[] = []
  if (audience.ageLimit < NO_AGE_LIMIT) parts.push(`${table}.age_rating <= ${Number(audience.ageLimit)}`)
  const hidden = audience.hiddenCategoryIds.map((id) => Math.trunc(Number(id))).filter(Number.isFinite)
  if (hidden.length)
    parts.push(
      `not exists (select 1 from post_categories hidden_pc where hidden_pc.post_id = ${table}.id
        and hidden_pc.category_id in (${hidden.join(', ')}))`,
    )
  return sql.raw(`(${parts.join(' and ')})`)
}

/** Published and may be seen by this audience: the catalogue's one condition for a public read. */
export function seenBy(audience: Audience, table = '"posts"'): SQL {
  const published = sql.raw(`${table}.status = 'published'`)
  const seen = mayBeSeen(audience, table)
  return seen ? sql`(${published} and ${seen})` : published
}

/** seenBy for raw SQL naming posts `p`. */
export const seenByP = (audience: Audience) => seenBy(audience, 'p')

/** A category hidden from the audience is not listed to them either. */
export function categoryShown(audience: Audience, column: string): SQL | undefined {
  const hidden = audience.hiddenCategoryIds.map((id) => Math.trunc(Number(id))).filter(Number.isFinite)
  return hidden.length ? sql.raw(`${column} not in (${hidden.join(', ')})`) : undefined
}

// The site's default for visitors: every visitor's read asks, so it is kept a few seconds
// (db/kept-setting.ts; setVisitorAgeLimit drops the kept answers everywhere at once).
const visitorLimit = keptSetting(
  VISITOR_AGE_LIMIT_KEY,
  (stored): AgeRating =>
    ageRatingOf(stored) ??
    ageRatingOf((stored as { limit?: unknown } | null | undefined)?.limit) ??
    NO_AGE_LIMIT,
)

/** What visitors may see, as an admin set it (site_settings `visitor_age_limit`): 18, no limit, when unset. */
export const visitorAgeLimit = (db: Db, options?: { fresh?: boolean }) => visitorLimit.get(db, options)

/**
 * Sets what visitors may see (for the admin's screen, which audits it), and drops every kept answer
 * and drawn page, on every server: they were drawn for the old default.
 */
export async function setVisitorAgeLimit(ctx: Pick<ServerContext, 'db' | 'cache'>, limit: AgeRating) {
  await visitorLimit.set(ctx.db, limit, limit)
  ctx.cache.clear()
}

/** A member's audience by their id (a reader app's key names the member, not a session). */
export async function memberAudience(db: Db, memberId: number): Promise<Audience> {
  const [row] = await db
    .select({
      ageLimit: members.ageLimit,
      ownAgeLimit: members.ownAgeLimit,
      hidden: sql<string | null>`(select string_agg(h.category_id::text, ',') from member_hidden_categories h
        where h.member_id = ${members.id})`,
    })
    .from(members)
    .where(eq(members.id, memberId))
  if (!row) return { ageLimit: ALL_AGES_ONLY, hiddenCategoryIds: [] }
  return {
    ageLimit: strictestAgeLimit(row.ageLimit, row.ownAgeLimit),
    hiddenCategoryIds: hiddenCategoryIdsOf(row.hidden),
  }
}

/** A member that is gone sees the least. */
const ALL_AGES_ONLY: AgeRating = 0

/** The kiosk's limit the request carries, if it carries a valid one (anything else is ignored). */
export const headerAgeLimit = (request: FastifyRequest): AgeRating | undefined =>
  ageRatingOf(request.headers[AGE_LIMIT_HEADER.toLowerCase()])

/** Whether a request says something of who asks (a session, a kiosk's limit): its answer is its own. */
export const saysWhoAsks = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers[AGE_LIMIT_HEADER.toLowerCase()] !== undefined

const audiences = new WeakMap<FastifyRequest, Promise<Audience>>()

async function audienceNow(request: FastifyRequest, ctx: ServerContext): Promise<Audience> {
  let audience: Audience
  const appMember = appKeyMemberOf(request)
  if (appMember) audience = await memberAudience(ctx.db, appMember.id)
  else {
    // A session that is not live reads as a visitor here: the catalogue answers as it would without it
    // (the member's own calls tell the app to drop it).
    const member = request.headers.authorization ? await requestMember(request, ctx).catch(() => null) : null
    audience = member
      ? { ageLimit: member.ageLimit, hiddenCategoryIds: member.hiddenCategoryIds }
      : { ageLimit: await visitorAgeLimit(ctx.db), hiddenCategoryIds: [] }
  }
  const kiosk = headerAgeLimit(request)
  return kiosk === undefined
    ? audience
    : { ...audience, ageLimit: strictestAgeLimit(audience.ageLimit, kiosk) }
}

/** Who asks and what they may see, worked out once per request. */
export function audienceOf(request: FastifyRequest, ctx: ServerContext): Promise<Audience> {
  let audience = audiences.get(request)
  if (!audience) {
    audience = audienceNow(request, ctx)
    audiences.set(request, audience)
  }
  return audience
}

/**
 * Whether the audience may see the post of this id (published or not: the caller's own query says
 * that): a write about a post it may not see answers as for a missing post. No query when it sees all.
 */
export async function maySeePost(ctx: Pick<ServerContext, 'db'>, audience: Audience, postId: number) {
  const seen = mayBeSeen(audience, 'p')
  if (!seen) return true
  const rows = await rowsOf(ctx.db, sql`select 1 from posts p where p.id = ${postId} and ${seen}`)
  return rows.length > 0
}

/** The site's visitors' audience (sitemaps and pages drawn for anyone). */
export const visitorAudience = async (db: Db): Promise<Audience> => ({
  ageLimit: await visitorAgeLimit(db),
  hiddenCategoryIds: [],
})
