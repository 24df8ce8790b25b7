import { sql } from 'drizzle-orm'
import type { Language } from '../../src/contract/languages.ts'
import { FINDER_PAGE_SIZE, FINDER_REVIEWS_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { avatarImage } from '../account/profile.ts'
import { type Audience, seenByP } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { localize } from '../posts/localize.ts'
import { rowsOf } from '../posts/rows.ts'

/*
 * What the finder reads of the members table. Every query names the columns it shows: a member's
 * email, full name, role and password hash never leave it. Only members who chose a username are
 * found: it is the address of their profile, and choosing one is choosing to be seen (their reviews
 * already show it). The table holds confirmed accounts only (a registration becomes a member when
 * its mailed link is opened) and a deleted account's row is gone, so neither needs a condition.
 */

interface CardRow {
  name: string
  username: string
  avatar: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()
/** A LIKE pattern matching what begins with `text`, its own wildcards read as letters. */
const beginningWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const cardOf = (ctx: ServerContext, row: CardRow) => ({
  name: row.name,
  username: row.username,
  avatar: row.avatar ? avatarImage(ctx, row.avatar) : null,
})

/**
 * Members whose name has words beginning with every word of `q`, folded as search folds them
 * (mot_fold: 'thu ha' finds 'Thu Hà'), or whose username begins with `q` in any case; the one
 * asking is left out. A username named in full comes first, then by name.
 */
export async function findMembers(ctx: ServerContext, askingId: number, q: string, page: number) {
  const rows = await rowsOf<CardRow>(
    ctx.db,
    sql`select m.name, m.username, m.avatar from members m
        where m.username is not null and m.id <> ${askingId}
          and (to_tsvector('simple', mot_fold(m.name)) @@ mot_prefix_query(${q})
            or lower(m.username) like ${beginningWith(q.toLowerCase())})
        order by lower(m.username) = ${q.toLowerCase()} desc, mot_fold(m.name), m.id
        limit ${FINDER_PAGE_SIZE + 1} offset ${(page - 1) * FINDER_PAGE_SIZE}`,
  )
  return {
    members: rows.slice(0, FINDER_PAGE_SIZE).map((row) => cardOf(ctx, row)),
    isNext: rows.length > FINDER_PAGE_SIZE,
  }
}

interface ProfileRow extends CardRow {
  id: number
  about: string | null
  created_at: Date | string
  review_count: number
}

interface ReviewRow {
  rating: number
  content: string
  created_at: Date | string
  updated_at: Date | string
  title: Localized
  slug: string
  posttype: Posttype
}

/** A review is a rating with text, as a post's reviews count it (server/posts/reviews.ts). */
const isReview = sql.raw(`r.content <> ''`)

/**
 * A member's public profile by username (any letter case, as the unique index compares them) with
 * one page of their reviews of published posts, last changed first; undefined when no member has it.
 */
export async function readMemberProfile(
  ctx: ServerContext,
  audience: Audience,
  lang: Language,
  username: string,
  page: number,
) {
  // Only reviews of posts the asker may see (server/audience/), counted so too.
  const seen = seenByP(audience)
  const [member] = await rowsOf<ProfileRow>(
    ctx.db,
    sql`select m.id, m.name, m.username, m.avatar, m.about, m.created_at,
          (select count(*)::int from ratings r join posts p on p.id = r.post_id
            where r.member_id = m.id and ${isReview} and ${seen}) as review_count
        from members m where lower(m.username) = ${username.toLowerCase()}`,
  )
  if (!member) return undefined
  const rows = await rowsOf<ReviewRow>(
    ctx.db,
    sql`select r.rating, r.content, r.created_at, r.updated_at, p.title, p.slug, p.posttype
        from ratings r join posts p on p.id = r.post_id
        where r.member_id = ${member.id} and ${isReview} and ${seen}
        order by r.updated_at desc, r.post_id desc
        limit ${FINDER_REVIEWS_PAGE_SIZE + 1} offset ${(page - 1) * FINDER_REVIEWS_PAGE_SIZE}`,
  )
  const profile = {
    ...cardOf(ctx, member),
    about: member.about ?? '',
    joined_at: iso(member.created_at),
    review_count: Number(member.review_count),
    reviews: rows.slice(0, FINDER_REVIEWS_PAGE_SIZE).map((row) => ({
      rating: Number(row.rating),
      content: row.content,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      post: { title: localize(row.title, lang) ?? '', slug: row.slug, posttype: row.posttype },
    })),
  }
  return { profile, isNext: rows.length > FINDER_REVIEWS_PAGE_SIZE }
}
