import { and, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { LIST_PAGE_SIZE } from '../../src/contract/limits.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { Audience } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { prepared, slot } from '../db/prepared.ts'
import { categories, people, postCategories, postPeople, posts } from '../db/schema.ts'
import { cardColumns, cardsOf } from '../posts/cards.ts'
import { type Filter, ofType, pageOfPosts, seenByFilter, valuesOf } from '../posts/lists.ts'
import { isPublished, isUnpublished } from '../posts/published.ts'
import { orderOf, type Sort, sortColumns } from '../posts/sorts.ts'

export interface Search {
  q: string
  posttype: Posttype | undefined
  sort: Sort
  page: number
  /** Without a post type, a narrower set of posts than all (the reader apps' comics and novels). */
  within?: Filter
}

/**
 * Words match when every word of the query begins a word of the field, after folding case and
 * diacritics (mot_prefix_query, migration 0003): `tinh yeu` meets `Tình yêu`, `da lat` meets
 * `Đà Lạt`, and `kiem` meets `Kiếm sĩ` while it is still being typed. Matching beginnings, not any
 * substring, keeps `hanh` from finding `Thành phố` and lets the word indexes answer alone.
 */
const wordsMatch = (words: SQLWrapper) => sql`${words} @@ mot_prefix_query(${slot('q')})`

const titleWords = (lang: Lang) => (lang === 'en' ? posts.searchWordsEn : posts.searchWordsVi)
const categoryWords = (lang: Lang) => (lang === 'en' ? categories.searchWordsEn : categories.searchWordsVi)

/** Title matches come first; then posts found by their author, director, actors or categories. */
const TITLE_TIER = sql<number>`0`.as('tier')
const CREDIT_TIER = sql<number>`1`.as('tier')

/**
 * The ids of the posts a query finds, each with its tier, from four word indexes (titles in the
 * address's language, authors, people, category names): one small index read each, so a query
 * stays fast however many posts there are. A post found twice keeps its best tier (`foundPosts`).
 */
const hitsOf = (ctx: ServerContext, lang: Lang) =>
  ctx.db.$with('hits').as(
    unionAll(
      ctx.db
        .select({ id: posts.id, tier: TITLE_TIER })
        .from(posts)
        .where(wordsMatch(titleWords(lang))),
      ctx.db
        .select({ id: posts.id, tier: CREDIT_TIER })
        .from(posts)
        .where(wordsMatch(posts.searchAuthorWords)),
      ctx.db
        .select({ id: postPeople.postId, tier: CREDIT_TIER })
        .from(postPeople)
        .innerJoin(people, eq(people.id, postPeople.personId))
        .where(wordsMatch(people.searchWords)),
      ctx.db
        .select({ id: postCategories.postId, tier: CREDIT_TIER })
        .from(postCategories)
        .innerJoin(categories, eq(categories.id, postCategories.categoryId))
        .where(wordsMatch(categoryWords(lang))),
    ),
  )

/**
 * A page of matches and their total. With a query, posts whose title matches come first, then those
 * found by a person or a category; the sort orders each of the two (docs/api.md). Without a query
 * the page walks a sort index and the count is a separate index scan.
 */
export async function searchPosts(ctx: ServerContext, audience: Audience, lang: Lang, search: Search) {
  const kind = search.posttype ? [ofType(search.posttype)] : search.within ? [search.within] : []
  // Only what the asker may see (server/audience/) is found or counted.
  const seen = seenByFilter(audience)
  const filters = seen ? [...kind, seen] : kind
  if (!search.q) {
    const [page, total] = await Promise.all([
      pageOfPosts(ctx, audience, kind, search.sort, search.page),
      countOf(ctx, filters),
    ])
    return { cards: cardsOf(ctx, lang, page.rows), isNext: page.isNext, total }
  }
  const values = { ...valuesOf(filters), q: search.q }
  const rows = await matchesQuery(ctx, lang, search.sort, filters).execute({
    ...values,
    limit: LIST_PAGE_SIZE + 1,
    offset: (search.page - 1) * LIST_PAGE_SIZE,
  })
  return {
    cards: cardsOf(ctx, lang, rows.slice(0, LIST_PAGE_SIZE)),
    isNext: rows.length > LIST_PAGE_SIZE,
    // Past the last page the window count has no row to ride on.
    total: rows[0]?.total ?? (search.page > 1 ? await countMatches(ctx, lang, filters, values) : 0),
  }
}

/**
 * The page's ids with their tier and the total in one pass over the matches; the cards are then
 * read for those ids alone, in the same round trip. Built once per language, sort and filters
 * (db/prepared.ts).
 *
 * The matches are few next to the catalogue, but a prepared plan cannot know how few (a category
 * may hold a tenth of it): each is looked up by its id (the lateral read; its `limit 1`, one row
 * by id anyway, keeps the planner from turning it back into a join that reads every post into a
 * hash table).
 */
const matchesQuery = (ctx: ServerContext, lang: Lang, sort: Sort, filters: Filter[]) =>
  prepared(ctx.db, `search ${lang} ${sort} ${filters.map((f) => f.shape).join(' ')}`, (name) => {
    const { found, post } = foundPosts(ctx, lang, filters)
    const matches = ctx.db.$with('matches').as(
      ctx.db
        .with(found)
        .select({ id: post.id, tier: found.tier, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(found)
        .innerJoinLateral(post, sql`true`)
        .orderBy(found.tier, ...orderOf(sort))
        .limit(slot('limit'))
        .offset(slot('offset')),
    )
    return ctx.db
      .with(matches)
      .select({ ...cardColumns, total: matches.total })
      .from(posts)
      .innerJoin(matches, eq(matches.id, posts.id))
      .orderBy(matches.tier, ...orderOf(sort))
      .prepare(name)
  })

/** Each post found once with its best tier, and the lateral read of its row by id (see above). */
function foundPosts(ctx: ServerContext, lang: Lang, filters: Filter[]) {
  const hits = hitsOf(ctx, lang)
  const found = ctx.db.$with('found').as(
    ctx.db
      .with(hits)
      .select({ id: hits.id, tier: sql<number>`min(${hits.tier})`.as('tier') })
      .from(hits)
      .groupBy(hits.id),
  )
  const post = ctx.db
    .select({ id: posts.id, ...sortColumns })
    .from(posts)
    .where(and(eq(posts.id, found.id), isPublished, ...filters.map((filter) => filter.where(ctx))))
    .limit(1)
    .as('posts')
  return { found, post }
}

/** How many published posts a query finds, each once: asked only past the last page. */
async function countMatches(
  ctx: ServerContext,
  lang: Lang,
  filters: Filter[],
  values: Record<string, unknown>,
) {
  const query = prepared(ctx.db, `search count ${lang} ${filters.map((f) => f.shape).join(' ')}`, (name) => {
    const { found, post } = foundPosts(ctx, lang, filters)
    return ctx.db
      .with(found)
      .select({ total: sql<number>`count(*)::int` })
      .from(found)
      .innerJoinLateral(post, sql`true`)
      .prepare(name)
  })
  const [counted] = await query.execute(values)
  return counted?.total ?? 0
}

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
