import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ServerContext } from '../context.ts'
import { type Lang, type Posttype, posts } from '../db/schema.ts'
import { cardColumns, cardsOf } from '../posts/cards.ts'
import { LIST_PAGE_SIZE, pageOfPosts } from '../posts/lists.ts'
import { orderOf, type Sort } from '../posts/sorts.ts'

export interface Search {
  q: string
  posttype: Posttype | undefined
  sort: Sort
  page: number
}

/**
 * The trigram index only helps a substring holding three letters or digits in a row; any other
 * (`ab`, `!!!`) would read every title, so such a query matches whole words only.
 */
const hasTrigram = (q: string) => /[\p{L}\p{N}]{3}/u.test(q.normalize('NFC'))

/**
 * Titles match when the folded query's words all appear (the `simple` tsvector index) or when it
 * occurs anywhere in the folded title (the trigram index). Folding happens in SQL with the same
 * mot_fold as the stored column, so `tinh yeu` meets `Tình yêu` and `da lat` meets `Đà Lạt`.
 */
function titleMatches(lang: Lang, q: string): SQL {
  const column = lang === 'en' ? posts.searchEn : posts.searchVi
  const vector = lang === 'en' ? posts.searchWordsEn : posts.searchWordsVi
  const words = sql`${vector} @@ plainto_tsquery('simple', mot_fold(${q}))`
  if (!hasTrigram(q)) return words
  // LIKE wildcards typed by the visitor are literal text (backslash is LIKE's default escape).
  const literal = sql`replace(replace(replace(mot_fold(${q}), ${'\\'}, ${'\\\\'}), '%', ${'\\%'}), '_', ${'\\_'})`
  return sql`(${words} or ${column} like '%' || ${literal} || '%')`
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
    return { cards: await cardsOf(ctx, lang, page.rows), isNext: page.isNext, total }
  }
  const matches = await ctx.db
    .select({ id: posts.id, total: sql<number>`(count(*) over ())::int` })
    .from(posts)
    .where(where)
    .orderBy(...orderOf(search.sort))
    .limit(LIST_PAGE_SIZE + 1)
    .offset((search.page - 1) * LIST_PAGE_SIZE)
  const ids = matches.slice(0, LIST_PAGE_SIZE).map((match) => match.id)
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .select(cardColumns)
          .from(posts)
          .where(inArray(posts.id, ids))
          .orderBy(...orderOf(search.sort))
  return {
    cards: await cardsOf(ctx, lang, rows),
    isNext: matches.length > LIST_PAGE_SIZE,
    // Past the last page the window count has no row to ride on.
    total: matches[0]?.total ?? (search.page > 1 ? await countOf(ctx, where) : 0),
  }
}

async function countOf(ctx: ServerContext, where: SQL | undefined) {
  const [counted] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where)
  return counted?.total ?? 0
}
