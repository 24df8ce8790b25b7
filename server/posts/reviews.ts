import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { reviews as reviewsEndpoint } from '../../src/contract/endpoints/post-actions.ts'
import { REVIEWS_PAGE_SIZE } from '../../src/contract/limits.ts'
import { avatarImage } from '../account/profile.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { isPublishedP } from './published.ts'
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
  serve(api, ctx, reviewsEndpoint, async ({ params: { posttype, id }, query: { page } }) => {
    const [post] = await rowsOf(
      ctx.db,
      sql`select 1 from posts p where p.id = ${id} and p.posttype = ${posttype} and ${isPublishedP}`,
    )
    if (!post) throw notFound('Post not found')
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
