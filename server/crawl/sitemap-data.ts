import { and, asc, count, eq, gt, max } from 'drizzle-orm'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { Db } from '../db/client.ts'
import { posts } from '../db/schema.ts'
import { isPublished } from '../posts/published.ts'

/** A post as a sitemap names it. */
export interface SitemapPost {
  id: number
  slug: string
  updatedAt: Date
}

/** Posts are read in batches this size: memory stays flat however large the catalogue. */
export const SITEMAP_BATCH = 1000

/** Each post type's count of posts visitors see, and when the latest of them changed. */
export async function publishedCounts(db: Db) {
  return db
    .select({ posttype: posts.posttype, posts: count(), lastmod: max(posts.updatedAt) })
    .from(posts)
    .where(isPublished)
    .groupBy(posts.posttype)
}

/**
 * The posts visitors see of one post type, in id order, from the `skip`-th on, `total` at most, read
 * batch by batch after the last id seen (keyset), never as one result.
 */
export async function* publishedPosts(
  db: Db,
  posttype: Posttype,
  skip: number,
  total: number,
): AsyncGenerator<SitemapPost> {
  const ofType = and(eq(posts.posttype, posttype), isPublished)
  const fields = { id: posts.id, slug: posts.slug, updatedAt: posts.updatedAt }
  // Where this part begins: the one skip over an index of ids, once per part.
  const [first] = await db
    .select(fields)
    .from(posts)
    .where(ofType)
    .orderBy(asc(posts.id))
    .limit(1)
    .offset(skip)
  if (!first) return
  let after = first.id - 1
  let left = total
  while (left > 0) {
    const batch = await db
      .select(fields)
      .from(posts)
      .where(and(ofType, gt(posts.id, after)))
      .orderBy(asc(posts.id))
      .limit(Math.min(SITEMAP_BATCH, left))
    yield* batch
    if (batch.length < SITEMAP_BATCH) return
    left -= batch.length
    after = batch[batch.length - 1]!.id
  }
}
