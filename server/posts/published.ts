import { and, eq, sql } from 'drizzle-orm'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'

/**
 * Visitors see published posts only (src/contract/catalogue.ts): every public read and every
 * visitor's write about a post adds this condition. Written as a literal, not a parameter, so a
 * prepared plan knows the value; most posts are published, so it is a cheap filter on the rows the
 * (posttype, sort, id) indexes already walk.
 */
export const isPublished = sql.raw(`"posts"."status" = 'published'`)

/** The same, for raw SQL naming posts `p`. */
export const isPublishedP = sql.raw(`p.status = 'published'`)

/** The few posts visitors do not see, as their partial index names them (posts_unpublished_idx). */
export const isUnpublished = sql.raw(`"posts"."status" <> 'published'`)

/**
 * Whether visitors can see the post of this type and slug: one look at the (posttype, slug) index,
 * for a page sent undrawn, which would otherwise not know that its post is not there.
 */
export async function isPublishedPost(ctx: ServerContext, posttype: Posttype, slug: string) {
  const [row] = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.posttype, posttype), eq(posts.slug, slug), isPublished))
    .limit(1)
  return row !== undefined
}
