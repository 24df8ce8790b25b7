import { and, eq, sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { prepared, slot } from '../db/prepared.ts'
import { posts } from '../db/schema.ts'
import { cardColumns, cardsOf } from '../posts/cards.ts'
import { type Filter, ofType, pageOfPosts, valuesOf } from '../posts/lists.ts'
import { isPublished, isUnpublished } from '../posts/published.ts'
import { orderOf, type Sort } from '../posts/sorts.ts'

export interface Search {
  q: string
  posttype: Posttype | undefined
  sort: Sort
  page: number
}

/**
 * Titles match when every word of the query begins a word of the title, after folding case and
 * diacritics (mot_prefix_query, migration 0003): `tinh yeu` meets `Tình yêu`, `da lat` meets
 * `Đà Lạt`, and `kiem` meets `Kiếm sĩ` while it is still being typed. Matching beginnings, not any
 * substring, keeps `hanh` from finding `Thành phố` and lets the word index answer alone.
 */
const titleMatches = (lang: Lang, q: string): Filter => ({
  shape: `title-${lang}`,
  where: () =>
    sql`${lang === 'en' ? posts.searchWordsEn : posts.searchWordsVi} @@ mot_prefix_query(${slot('q')})`,
  values: { q },
})

/**
 * A page of matches and their total. With a query the matches are few, and the total is counted in
 * the same pass; without one the page walks a sort index and the count is a separate index scan.
 */
export async function searchPosts(ctx: ServerContext, lang: Lang, search: Search) {
  const filters = [
    search.posttype ? ofType(search.posttype) : undefined,
    search.q ? titleMatches(lang, search.q) : undefined,
  ].filter((filter) => filter !== undefined)
  if (!search.q) {
    const [page, total] = await Promise.all([
      pageOfPosts(ctx, filters, search.sort, search.page),
      countOf(ctx, filters),
    ])
    return { cards: cardsOf(ctx, lang, page.rows), isNext: page.isNext, total }
  }
  const rows = await matchesQuery(ctx, search.sort, filters).execute({
    ...valuesOf(filters),
    limit: LIST_PAGE_SIZE + 1,
    offset: (search.page - 1) * LIST_PAGE_SIZE,
  })
  return {
    cards: cardsOf(ctx, lang, rows.slice(0, LIST_PAGE_SIZE)),
    isNext: rows.length > LIST_PAGE_SIZE,
    // Past the last page the window count has no row to ride on.
    total: rows[0]?.total ?? (search.page > 1 ? await countOf(ctx, filters) : 0),
  }
}

/**
 * The page's ids with the total in one pass over the few matches; the cards are then read for those
 * ids alone, in the same round trip. Built once per sort and filters (db/prepared.ts).
 */
const matchesQuery = (ctx: ServerContext, sort: Sort, filters: Filter[]) =>
  prepared(ctx.db, `search ${sort} ${filters.map((f) => f.shape).join(' ')}`, (name) => {
    const matches = ctx.db.$with('matches').as(
      ctx.db
        .select({ id: posts.id, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(posts)
        .where(and(isPublished, ...filters.map((filter) => filter.where(ctx))))
        .orderBy(...orderOf(sort))
        .limit(slot('limit'))
        .offset(slot('offset')),
    )
    return ctx.db
      .with(matches)
      .select({ ...cardColumns, total: matches.total })
      .from(posts)
      .innerJoin(matches, eq(matches.id, posts.id))
      .orderBy(...orderOf(sort))
      .prepare(name)
  })

/**
 * How many published posts match: all matches less the unpublished ones. Both counts are answered by
 * indexes alone (a sort index, and the few unpublished posts' partial index), where asking for the
 * published ones directly would read every matching row from the table.
 */
async function countOf(ctx: ServerContext, filters: Filter[]) {
  const query = prepared(ctx.db, `count ${filters.map((f) => f.shape).join(' ')}`, (name) => {
    const matching = and(...filters.map((filter) => filter.where(ctx)))
    const all = ctx.db.select({ n: sql`count(*)` }).from(posts).where(matching)
    const unpublished = ctx.db.select({ n: sql`count(*)` }).from(posts).where(and(matching, isUnpublished))
    return ctx.db
      .select({ total: sql<number>`((${all}) - (${unpublished}))::int` })
      .from(sql`(values (1)) as one`)
      .prepare(name)
  })
  const [counted] = await query.execute(valuesOf(filters))
  return counted?.total ?? 0
}
