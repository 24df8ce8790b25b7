import { sql } from 'drizzle-orm'

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
