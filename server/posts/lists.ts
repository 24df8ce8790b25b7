import { and, eq, inArray, ne, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { PersonRole } from '../../src/contract/person-roles.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, audienceKey, mayBeSeen, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { prepared, slot } from '../db/prepared.ts'
import { categories, postCategories, postPeople, posts } from '../db/schema.ts'
import { type CardRow, cardColumns } from './cards.ts'
import { orderOf, type Sort } from './sorts.ts'

export interface Page {
  rows: CardRow[]
  isNext: boolean
}

/**
 * A condition on posts in two parts, so a list's query is built once per shape (db/prepared.ts):
 * `shape` names the SQL, `where` writes it with placeholders, `values` fills them for this request.
 * Each filter's placeholders have their own names, so any filters can be combined.
 */
export interface Filter {
  shape: string
  where: (ctx: ServerContext) => SQL | undefined
  values: Record<string, unknown>
}

/**
 * One page of posts matching every filter, in `sort` order. Pages are numbered, so this is an offset;
 * the page cap (1000) bounds it. The offset is walked over ids alone (an index-only scan of the
 * (posttype, column DESC, id DESC) index) and only the page's rows are read in full.
 * One extra row says whether a next page exists, without counting. Only what `audience` may see
 * (server/audience/) is listed.
 */
export async function pageOfPosts(
  ctx: ServerContext,
  audience: Audience,
  filters: (Filter | undefined)[],
  sort: Sort,
  page: number,
  size = LIST_PAGE_SIZE,
): Promise<Page> {
  const present = filters.filter((filter) => filter !== undefined)
  const shape = `page ${sort} ${present.map((f) => f.shape).join(' ')}${audienceKey(audience)}`
  const query = prepared(ctx.db, shape, (name) => {
    const pageIds = ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(seenBy(audience), ...present.map((filter) => filter.where(ctx))))
      .orderBy(...orderOf(sort))
      .limit(slot('limit'))
      .offset(slot('offset'))
    return ctx.db
      .select(cardColumns)
      .from(posts)
      .where(inArray(posts.id, pageIds))
      .orderBy(...orderOf(sort))
      .prepare(name)
  })
  const rows = await query.execute({
    ...valuesOf(present),
    limit: size + 1,
    offset: (page - 1) * size,
  })
  return { rows: rows.slice(0, size), isNext: rows.length > size }
}

/** What an audience may see as a filter (its shape names the audience), for queries of their own. */
export const seenByFilter = (audience: Audience): Filter | undefined => {
  const seen = mayBeSeen(audience)
  return seen && { shape: audienceKey(audience), where: () => seen, values: {} }
}

export const valuesOf = (filters: Filter[]) => Object.assign({}, ...filters.map((filter) => filter.values))

export const ofType = (posttype: Posttype): Filter => ({
  shape: 'type',
  where: () => eq(posts.posttype, slot('posttype')),
  values: { posttype },
})

export const inCategory = (categoryId: number) =>
  linkedTo('category', postCategories, postCategories.postId, postCategories.categoryId, categoryId)

/** Posts of any of a few types, fixed in the SQL: the reader apps' comics and novels. */
export const ofTypes = (posttypes: readonly Posttype[]): Filter => ({
  shape: `types:${posttypes.join(',')}`,
  where: () => inArray(posts.posttype, [...posttypes]),
  values: {},
})

/** Dashboards name categories by slug, which is unique within a post type. */
export const inCategorySlug = (posttype: Posttype, slug: string): Filter => ({
  shape: 'category-slug',
  where: (ctx) =>
    inArray(
      posts.id,
      ctx.db
        .select({ id: postCategories.postId })
        .from(postCategories)
        .innerJoin(categories, eq(categories.id, postCategories.categoryId))
        .where(
          and(eq(categories.posttype, slot('categoryPosttype')), eq(categories.slug, slot('categorySlug'))),
        ),
    ),
  values: { categoryPosttype: posttype, categorySlug: slug },
})

/** Related posts: the others sharing at least one category with the post of id `relatedId`. */
export const relatedTo = (postId: number): Filter => ({
  shape: 'related',
  where: (ctx) => relatedSql(ctx, slot('relatedId')),
  values: { relatedId: postId },
})

/** The same for the post of a post type and slug, so a detail need not wait for the post's id. */
export const relatedToSlug = (posttype: Posttype, slug: string): Filter => ({
  shape: 'related-slug',
  where: (ctx) =>
    relatedSql(
      ctx,
      ctx.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.posttype, slot('relatedPosttype')), eq(posts.slug, slot('relatedSlug')))),
    ),
  values: { relatedPosttype: posttype, relatedSlug: slug },
})

const relatedSql = (ctx: ServerContext, postId: SQLWrapper) =>
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

/** The posts a person is credited on: in any role, or in the one asked for. */
export const withPerson = (personId: number, role?: PersonRole): Filter =>
  role === undefined
    ? linkedTo('person', postPeople, postPeople.postId, postPeople.personId, personId)
    : {
        shape: 'personInRole',
        where: (ctx) =>
          inArray(
            posts.id,
            ctx.db
              .select({ id: postPeople.postId })
              .from(postPeople)
              .where(and(eq(postPeople.personId, slot('person')), eq(postPeople.role, slot('role')))),
          ),
        values: { person: personId, role },
      }

/** Posts linked to one row of a join table (a category, a person); the shape names its placeholder. */
function linkedTo(shape: string, table: PgTable, postId: PgColumn, key: PgColumn, value: number): Filter {
  return {
    shape,
    where: (ctx) =>
      inArray(
        posts.id,
        ctx.db
          .select({ id: postId })
          .from(table)
          .where(eq(key, slot(shape))),
      ),
    values: { [shape]: value },
  }
}
