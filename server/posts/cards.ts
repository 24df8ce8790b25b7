import { asc, eq, inArray } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import { categories, postCategories, posts } from '../db/schema.ts'
import { type Image, imageOf } from './images.ts'
import { localize } from './localize.ts'

/** The columns a card needs: never the search columns or the game link. */
export const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  posttype: posts.posttype,
  title: posts.title,
  description: posts.description,
  feature: posts.feature,
  banner: posts.banner,
  releaseYear: posts.releaseYear,
  author: posts.author,
  likeCount: posts.likeCount,
  views: posts.views,
  ratingTotal: posts.ratingTotal,
  ratingCount: posts.ratingCount,
  episodeTotal: posts.episodeTotal,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
}

export type CardRow = Pick<typeof posts.$inferSelect, keyof typeof cardColumns>
export interface CategoryRef {
  id: number
  name: string
  slug: string
}

export interface PostCard {
  id: number
  slug: string
  title: string
  posttype: CardRow['posttype']
  description: string
  feature: Image | null
  banner: Image | null
  categories: CategoryRef[]
  release_year: { name: string }[]
  like_count: number
  views: number
  rating_total: number
  rating_count: number
  rating_avg: number
  episode_total: number
  author: string | null
  lang: Lang
  created_at: string
  updated_at: string
}

/** The mean rating out of 10, to 2 decimals; 0 until someone rates. */
export const ratingAvg = (total: number, count: number) =>
  count > 0 ? Math.round((total / count) * 100) / 100 : 0

/** The categories of a page of posts, in one query. */
export async function categoriesOf(ctx: ServerContext, lang: Lang, postIds: number[]) {
  const byPost = new Map<number, CategoryRef[]>()
  if (postIds.length === 0) return byPost
  const rows = await ctx.db
    .select({
      postId: postCategories.postId,
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
    })
    .from(postCategories)
    .innerJoin(categories, eq(categories.id, postCategories.categoryId))
    .where(inArray(postCategories.postId, [...new Set(postIds)]))
    .orderBy(asc(categories.id))
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? []
    list.push({ id: row.id, name: localize(row.name, lang) ?? '', slug: row.slug })
    byPost.set(row.postId, list)
  }
  return byPost
}

export function cardOf(
  ctx: ServerContext,
  lang: Lang,
  row: CardRow,
  categoryList: CategoryRef[] = [],
): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang) ?? '',
    posttype: row.posttype,
    description: localize(row.description, lang) ?? '',
    feature: imageOf(ctx, row.feature, 'cover'),
    banner: imageOf(ctx, row.banner, 'banner'),
    categories: categoryList,
    release_year: row.releaseYear == null ? [] : [{ name: String(row.releaseYear) }],
    like_count: row.likeCount,
    views: row.views,
    rating_total: row.ratingTotal,
    rating_count: row.ratingCount,
    rating_avg: ratingAvg(row.ratingTotal, row.ratingCount),
    episode_total: row.episodeTotal,
    author: row.author,
    lang,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Cards for a page of posts: their categories come from one query, not one per post. */
export async function cardsOf(ctx: ServerContext, lang: Lang, rows: CardRow[]) {
  const byPost = await categoriesOf(
    ctx,
    lang,
    rows.map((row) => row.id),
  )
  return rows.map((row) => cardOf(ctx, lang, row, byPost.get(row.id)))
}
