import type { ServerContext } from '../context.ts'
import type { Lang, PostSource, Posttype } from '../db/schema.ts'
import { cardOf, categoriesOf, type PostCard } from '../posts/cards.ts'
import { inCategory, inCategorySlug, ofType, pageOfPosts } from '../posts/lists.ts'
import { isSort } from '../posts/sorts.ts'

/** A module never lists more than this, whatever was stored. */
const MAX_SOURCE_ITEMS = 50

/**
 * A category chosen on a section dashboard: sources of its post type list only its posts, except
 * those already naming a category of their own ("Action films" stays action films).
 */
export interface Narrowing {
  posttype: Posttype
  categoryId: number
}

/**
 * The cards of each source, in order. Each source is one indexed query; the categories of every
 * card on the dashboard then come from a single query.
 */
export async function cardsOfSources(
  ctx: ServerContext,
  lang: Lang,
  sources: PostSource[],
  narrowing?: Narrowing,
): Promise<PostCard[][]> {
  const pages = await Promise.all(sources.map((source) => sourceRows(ctx, source, narrowing)))
  const byPost = await categoriesOf(
    ctx,
    lang,
    pages.flat().map((row) => row.id),
  )
  return pages.map((rows) => rows.map((row) => cardOf(ctx, lang, row, byPost.get(row.id))))
}

async function sourceRows(ctx: ServerContext, source: PostSource, narrowing?: Narrowing) {
  const sort = isSort(source.sortby) ? source.sortby : 'views_day__desc'
  const limit = Math.min(Math.max(Math.trunc(source.limit) || 1, 1), MAX_SOURCE_ITEMS)
  const narrowed = !source.category && narrowing?.posttype === source.posttype ? narrowing : undefined
  const category = narrowed
    ? inCategory(ctx, narrowed.categoryId)
    : source.category
      ? inCategorySlug(ctx, source.posttype, source.category)
      : undefined
  const page = await pageOfPosts(ctx, [ofType(source.posttype), category], sort, 1, limit)
  return page.rows
}
