import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'
import { cardColumns, cardsOf } from '../posts/cards.ts'
import { pageOfPosts } from '../posts/lists.ts'
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
function titleMatches(lang: Lang, q: string): SQL {
  const words = lang === 'en' ? posts.searchWordsEn : posts.searchWordsVi
  return sql`${words} @@ mot_prefix_query(${q})`
}

/**
 * A page of matches and their total. With a query the matches are few, and the total is counted in
 * the same pass; without one the page walks a sort index and the count is a separate index scan.
 */
export async function searchPosts(ctx: ServerContext, lang: Lang, search: Search) {
  const where = and(
    search.posttype ? eq(posts.posttype, search.posttype) : undefined,
    search.q ? titleMatches(lang, search.q) : undefined,
  )
  if (!search.q) {
    const [page, total] = await Promise.all([
      pageOfPosts(ctx, [where], search.sort, search.page),
      countOf(ctx, where),
    ])
    return { cards: cardsOf(ctx, lang, page.rows), isNext: page.isNext, total }
  }
  // The page's ids with the total in one pass over the few matches; the cards are then read for
  // those ids alone, in the same round trip.
  const matches = ctx.db.$with('matches').as(
    ctx.db
      .select({ id: posts.id, total: sql<number>`(count(*) over ())::int`.as('total') })
      .from(posts)
      .where(where)
      .orderBy(...orderOf(search.sort))
      .limit(LIST_PAGE_SIZE + 1)
      .offset((search.page - 1) * LIST_PAGE_SIZE),
  )
  const rows = await ctx.db
    .with(matches)
    .select({ ...cardColumns, total: matches.total })
    .from(posts)
    .innerJoin(matches, eq(matches.id, posts.id))
    .orderBy(...orderOf(search.sort))
  return {
    cards: cardsOf(ctx, lang, rows.slice(0, LIST_PAGE_SIZE)),
    isNext: rows.length > LIST_PAGE_SIZE,
    // Past the last page the window count has no row to ride on.
    total: rows[0]?.total ?? (search.page > 1 ? await countOf(ctx, where) : 0),
  }
}

async function countOf(ctx: ServerContext, where: SQL | undefined) {
  const [counted] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where)
  return counted?.total ?? 0
}
