import { and, eq, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { seenBy, visitorAudience } from '../audience/index.ts'
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
  // A page is drawn for anyone: what visitors may see (server/audience/).
  const audience = await visitorAudience(ctx.db)
  const [row] = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.posttype, posttype), eq(posts.slug, slug), seenBy(audience)))
    .limit(1)
  return row !== undefined
}

/**
 * isPublishedPost, remembered until the catalogue next changes (every change moves the page cache's
 * generation, on every server): a flood of undrawn pages of one post asks the database once, not once
 * per page, so no other visitor's queries wait behind theirs.
 */
export function publishedPosts(ctx: ServerContext) {
  const known = new LRUCache<string, boolean>({ max: 10_000 })
  let generation = ctx.cache.generation
  return async (posttype: Posttype, slug: string) => {
    if (generation !== ctx.cache.generation) {
      known.clear()
      generation = ctx.cache.generation
    }
    const key = `${posttype}/${slug}`
    const kept = known.get(key)
    if (kept !== undefined) return kept
    const asked = generation
    const published = await isPublishedPost(ctx, posttype, slug)
    // A change landed while it was asked: the answer may be from before it.
    if (asked === ctx.cache.generation) known.set(key, published)
    return published
  }
}
