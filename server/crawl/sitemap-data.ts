import { and, asc, count, eq, exists, gt, isNull, max, sql } from 'drizzle-orm'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, seenBy } from '../audience/index.ts'
import type { Db } from '../db/client.ts'
import { categories, chapters, people, postPeople, posts } from '../db/schema.ts'
import { isPublished } from '../posts/published.ts'

/** A post as a sitemap names it. */
export interface SitemapPost {
  id: number
  slug: string
  updatedAt: Date
}

/** A page a sitemap names: its address past the language (`/comic/x/3`) and when it last changed. */
export interface SitemapPage {
  id: number
  path: string
  updatedAt?: Date | undefined
}

/** Rows are read in batches this size: memory stays flat however large the catalogue. */
export const SITEMAP_BATCH = 1000

/** Each post type's count of posts visitors see, and when the latest of them changed. */
export async function publishedCounts(db: Db, audience: Audience) {
  return db
    .select({ posttype: posts.posttype, posts: count(), lastmod: max(posts.updatedAt) })
    .from(posts)
    .where(seenBy(audience))
    .groupBy(posts.posttype)
}

/**
 * Rows in id order, from the `skip`-th on, `total` at most, read batch by batch after the last id
 * seen (keyset), never as one result: `read` is asked for the rows after an id, with the one skip
 * over an index of ids that the part's first batch makes.
 */
async function* byIds<T extends { id: number }>(
  read: (after: number, limit: number, skip: number) => Promise<T[]>,
  skip: number,
  total: number,
): AsyncGenerator<T> {
  let after = 0
  let left = total
  let offset = skip
  while (left > 0) {
    const batch = await read(after, Math.min(SITEMAP_BATCH, left), offset)
    yield* batch
    if (batch.length < Math.min(SITEMAP_BATCH, left)) return
    left -= batch.length
    after = batch[batch.length - 1]!.id
    offset = 0
  }
}

/** The posts visitors see of one post type, in id order (byIds). */
export function publishedPosts(db: Db, audience: Audience, posttype: Posttype, skip: number, total: number) {
  const ofType = and(eq(posts.posttype, posttype), seenBy(audience))
  return byIds<SitemapPost>(
    (after, limit, offset) =>
      db
        .select({ id: posts.id, slug: posts.slug, updatedAt: posts.updatedAt })
        .from(posts)
        .where(and(ofType, gt(posts.id, after)))
        .orderBy(asc(posts.id))
        .limit(limit)
        .offset(offset),
    skip,
    total,
  )
}

/** A chapter visitors see: not hidden, of a post they see, of a post type read in a reader. */
const visibleChapterOf = (posttype: Posttype, audience: Audience) =>
  and(eq(posts.posttype, posttype), seenBy(audience), isNull(chapters.hiddenAt))

/** Each reader post type's count of chapters visitors see, and when the latest of them changed. */
export async function chapterCounts<P extends Posttype>(db: Db, audience: Audience, posttypes: readonly P[]) {
  return Promise.all(
    posttypes.map(async (posttype) => {
      const [row] = await db
        .select({ pages: count(), lastmod: max(chapters.updatedAt) })
        .from(chapters)
        .innerJoin(posts, eq(posts.id, chapters.postId))
        .where(visibleChapterOf(posttype, audience))
      return { posttype, pages: row?.pages ?? 0, lastmod: row?.lastmod ?? null }
    }),
  )
}

/** The chapters visitors see of one post type's posts, each its reader's page (byIds). */
export function visibleChapters(db: Db, audience: Audience, posttype: Posttype, skip: number, total: number) {
  return byIds<SitemapPage>(
    async (after, limit, offset) => {
      const rows = await db
        .select({ id: chapters.id, slug: posts.slug, index: chapters.index, updatedAt: chapters.updatedAt })
        .from(chapters)
        .innerJoin(posts, eq(posts.id, chapters.postId))
        .where(and(visibleChapterOf(posttype, audience), gt(chapters.id, after)))
        .orderBy(asc(chapters.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        path: `/${posttype}/${encodeURIComponent(row.slug)}/${row.index}`,
        updatedAt: row.updatedAt,
      }))
    },
    skip,
    total,
  )
}

/** The categories, each its list's page. */
export const categoryCount = async (db: Db) =>
  (await db.select({ pages: count() }).from(categories))[0]!.pages

export function categoryPages(db: Db, skip: number, total: number) {
  return byIds<SitemapPage>(
    async (after, limit, offset) => {
      const rows = await db
        .select({ id: categories.id, posttype: categories.posttype, slug: categories.slug })
        .from(categories)
        .where(gt(categories.id, after))
        .orderBy(asc(categories.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({
        id: row.id,
        path: `/${row.posttype}/category/${encodeURIComponent(row.slug)}`,
      }))
    },
    skip,
    total,
  )
}

/** A person credited on a post visitors see: one without any has an empty page, not worth a crawl. */
const isCredited = exists(
  sql`(select 1 from ${postPeople} join ${posts} on ${posts.id} = ${postPeople.postId} where ${postPeople.personId} = ${people.id} and ${isPublished})`,
)

export const personCount = async (db: Db) =>
  (await db.select({ pages: count() }).from(people).where(isCredited))[0]!.pages

/** The directors and actors credited on posts visitors see, each their page. */
export function personPages(db: Db, skip: number, total: number) {
  return byIds<SitemapPage>(
    async (after, limit, offset) => {
      const rows = await db
        .select({ id: people.id, slug: people.slug })
        .from(people)
        .where(and(isCredited, gt(people.id, after)))
        .orderBy(asc(people.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => ({ id: row.id, path: `/actor/${encodeURIComponent(row.slug)}` }))
    },
    skip,
    total,
  )
}
