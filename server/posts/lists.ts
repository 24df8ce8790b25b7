import { and, eq, inArray, ne, type SQL, type SQLWrapper } from 'drizzle-orm'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { categories, postCategories, postPeople, posts } from '../db/schema.ts'
import { type CardRow, cardColumns } from './cards.ts'
import { orderOf, type Sort } from './sorts.ts'

export interface Page {
  rows: CardRow[]
  isNext: boolean
}

/**
 * One page of posts matching `where`, in `sort` order. Pages are numbered, so this is an offset; the
 * page cap (1000) bounds it. The offset is walked over ids alone (an index-only scan of the
 * (posttype, column DESC, id DESC) index) and only the page's rows are read in full.
 * One extra row says whether a next page exists, without counting.
 */
export async function pageOfPosts(
  ctx: ServerContext,
  where: (SQL | undefined)[],
  sort: Sort,
  page: number,
  size = LIST_PAGE_SIZE,
): Promise<Page> {
  const pageIds = ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...where))
    .orderBy(...orderOf(sort))
    .limit(size + 1)
    .offset((page - 1) * size)
  const rows = await ctx.db
    .select(cardColumns)
    .from(posts)
    .where(inArray(posts.id, pageIds))
    .orderBy(...orderOf(sort))
  return { rows: rows.slice(0, size), isNext: rows.length > size }
}

export const ofType = (posttype: Posttype) => eq(posts.posttype, posttype)

export const inCategory = (ctx: ServerContext, categoryId: number) =>
  inArray(
    posts.id,
    ctx.db
      .select({ id: postCategories.postId })
      .from(postCategories)
      .where(eq(postCategories.categoryId, categoryId)),
  )

/** Dashboards name categories by slug, which is unique within a post type. */
export const inCategorySlug = (ctx: ServerContext, posttype: Posttype, slug: string) =>
  inArray(
    posts.id,
    ctx.db
      .select({ id: postCategories.postId })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(and(eq(categories.posttype, posttype), eq(categories.slug, slug))),
  )

/** Related posts: the others sharing at least one category with `postId` (an id, or a query of one). */
export const relatedTo = (ctx: ServerContext, postId: number | SQLWrapper) =>
  and(
    ne(posts.id, postId),
    inArray(
      posts.id,
      ctx.db
        .select({ id: postCategories.postId })
        .from(postCategories)
        .where(
          inArray(
            postCategories.categoryId,
            ctx.db
              .select({ id: postCategories.categoryId })
              .from(postCategories)
              .where(eq(postCategories.postId, postId)),
          ),
        ),
    ),
  )

export const withPerson = (ctx: ServerContext, personId: number) =>
  inArray(
    posts.id,
    ctx.db.select({ id: postPeople.postId }).from(postPeople).where(eq(postPeople.personId, personId)),
  )
