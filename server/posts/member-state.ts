import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { memberState } from '../../src/contract/endpoints/post-actions.ts'
import { audienceOf, seenBy } from '../audience/index.ts'
import { requestDevice } from '../auth/csrf.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'

/**
 * The signed-in member's own like and rating of one post. The detail answer is public and cached
 * for everyone, so it cannot say what this member did; this small private call does, and lets a
 * like made on one device show on all the member's others. A like this device gave before signing
 * in counts for the member (actions.ts folds it in at their next like, and takes it back with
 * theirs), so it is the member's like here too.
 */
export function memberStateRoutes(api: FastifyInstance, ctx: ServerContext) {
  // The endpoint's no-store comes first, so a 401 or 404 is not kept by a browser or a shared cache either.
  serve(
    api,
    ctx,
    memberState,
    async ({ request, params: { posttype, id }, member }) => {
      const deviceId = requestDevice(ctx, request)
      const [row] = await ctx.db
        .select({
          // Written out: Drizzle leaves columns inside sql`` unqualified, and both tables have post_id.
          isLike: sql<boolean>`exists (select 1 from likes
          where likes.post_id = posts.id and (likes.member_id = ${member.id}
            or (likes.member_id is null and likes.device_id = ${deviceId})))`,
          rating: sql<number | null>`(select ratings.rating from ratings
          where ratings.post_id = posts.id and ratings.member_id = ${member.id})`,
        })
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.posttype, posttype), seenBy(await audienceOf(request, ctx))))
        .limit(1)
      if (!row) throw notFound()
      return {
        is_like: row.isLike === true,
        rating: row.rating === null ? null : Number(row.rating),
      }
    },
    { paramsFirst: true },
  )
}
