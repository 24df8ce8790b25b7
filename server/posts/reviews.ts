import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { reviews as reviewsEndpoint } from '../../src/contract/endpoints/post-actions.ts'
import { ratings as ratingsEndpoint } from '../../src/contract/endpoints/ratings.ts'
import { RATING_STARS, REVIEWS_PAGE_SIZE } from '../../src/contract/limits.ts'
import { avatarImage } from '../account/profile.ts'
import { audienceOf, seenByP } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { ratingAvg } from './cards.ts'
import { rowsOf } from './rows.ts'

interface ReviewRow {
  rating: number
  content: string
  created_at: Date | string
  updated_at: Date | string
  name: string
  username: string | null
  avatar: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * A post's reviews (ratings with text), newest first. Each names its author by their username when
 * they chose one, else their name, never their email; with their avatar. Not kept in the public cache:
 * a member renaming themselves or leaving shows at once.
 */
export function reviewRoutes(api: FastifyInstance, ctx: ServerContext) {
  // A post the asker may not see (server/audience/) is not there for them, as an unpublished one.
  const mustBePublished = async (request: FastifyRequest, posttype: string, id: number) => {
    const audience = await audienceOf(request, ctx)
    const [post] = await rowsOf(
      ctx.db,
      sql`select 1 from posts p where p.id = ${id} and p.posttype = ${posttype} and ${seenByP(audience)}`,
    )
    if (!post) throw notFound('Post not found')
  }

  /** Counted from the ratings themselves (the post's key leads their primary key): the truth, cheaply. */
  serve(api, ctx, ratingsEndpoint, async ({ request, params: { posttype, id } }) => {
    await mustBePublished(request, posttype, id)
    const rows = await rowsOf<{ rating: number; count: number }>(
      ctx.db,
      sql`select rating, count(*)::int as count from ratings where post_id = ${id} group by rating`,
    )
    const counts = Array.from({ length: RATING_STARS }, () => 0)
    for (const row of rows) counts[Number(row.rating) - 1] = Number(row.count)
    const count = counts.reduce((sum, n) => sum + n, 0)
    const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0)
    return { counts, rating_count: count, rating_avg: ratingAvg(total, count) }
  })

  serve(api, ctx, reviewsEndpoint, async ({ request, params: { posttype, id }, query: { page } }) => {
    await mustBePublished(request, posttype, id)
    const rows = await rowsOf<ReviewRow>(
      ctx.db,
      sql`select r.rating, r.content, r.created_at, r.updated_at, m.name, m.username, m.avatar
          from ratings r join members m on m.id = r.member_id
          where r.post_id = ${id} and r.content <> ''
          order by r.updated_at desc, r.member_id desc
          limit ${REVIEWS_PAGE_SIZE + 1} offset ${(page - 1) * REVIEWS_PAGE_SIZE}`,
    )
    const reviews = rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => ({
      rating: Number(row.rating),
      content: row.content,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      author: {
        name: row.username ?? row.name,
        avatar: row.avatar ? avatarImage(ctx, row.avatar) : null,
      },
    }))
    return pageOf(reviews, page, rows.length > REVIEWS_PAGE_SIZE)
  })
}
