import { and, eq, inArray } from 'drizzle-orm'
import { SOURCE_LIMIT_MAX } from '../../src/contract/dashboard-limits.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { PostSource } from '../db/schema.ts'
import { posts } from '../db/schema.ts'
import { type CardRow, cardColumns, cardsOf, type PostCard } from '../posts/cards.ts'
import { inCategory, inCategorySlug, ofType, pageOfPosts } from '../posts/lists.ts'
import { isSort } from '../posts/sorts.ts'

/** A module never lists more than this, whatever was stored. */
const MAX_SOURCE_ITEMS = SOURCE_LIMIT_MAX

/**
 * A category chosen on a section dashboard: sources of its post type list only its posts, except
 * those already naming a category of their own ("Action films" stays action films).
 */
export interface Narrowing {
  posttype: Posttype
  categoryId: number
}

/**
 * Posts an admin chose, in the order chosen; a chosen post since deleted, unpublished or of another
 * type is left out. A chosen list names its posts, so no category of the section narrows it.
 */
async function pickedRows(
  ctx: ServerContext,
  audience: Audience,
  posttype: Posttype,
  ids: number[],
): Promise<CardRow[]> {
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select(cardColumns)
    .from(posts)
    .where(and(inArray(posts.id, ids), eq(posts.posttype, posttype), seenBy(audience)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The cards of each source, in order: each source is one indexed query, categories included. */
export async function cardsOfSources(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  sources: PostSource[],
  narrowing?: Narrowing,
): Promise<PostCard[][]> {
  const pages = await Promise.all(sources.map((source) => sourceRows(ctx, audience, source, narrowing)))
  return pages.map((rows) => cardsOf(ctx, lang, rows))
}

async function sourceRows(ctx: ServerContext, audience: Audience, source: PostSource, narrowing?: Narrowing) {
  if (source.ids) return pickedRows(ctx, audience, source.posttype, source.ids.slice(0, MAX_SOURCE_ITEMS))
  const sort = isSort(source.sortby) ? source.sortby : 'views_day__desc'
  const limit = Math.min(Math.max(Math.trunc(source.limit) || 1, 1), MAX_SOURCE_ITEMS)
  const narrowed = !source.category && narrowing?.posttype === source.posttype ? narrowing : undefined
  const category = narrowed
    ? inCategory(narrowed.categoryId)
    : source.category
      ? inCategorySlug(source.posttype, source.category)
      : undefined
  const page = await pageOfPosts(ctx, audience, [ofType(source.posttype), category], sort, 1, limit)
  return page.rows
}
