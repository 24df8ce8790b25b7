import { sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { posts } from '../db/schema.ts'
import { type Image, imageOf } from './images.ts'
import { localize } from './localize.ts'

/**
 * The outer post's id inside a correlated subquery. Spelled out: Drizzle leaves a column unqualified
 * in a one-table select, and a bare `id` inside the subquery would name the subquery's own table.
 */
export const outerPostId = sql.raw('"posts"."id"')

interface StoredCategoryRef {
  id: number
  name: Localized
  slug: string
}

/**
 * A post's categories in id order, read in the same query as the post: one round trip for a page of
 * cards instead of two. Names stay in both languages here, so the SQL does not depend on the request.
 */
const categoriesColumn = sql<StoredCategoryRef[]>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by c.id), '[]')
  from post_categories pc join categories c on c.id = pc.category_id
  where pc.post_id = ${outerPostId})`

/** The columns a card needs, its categories included: never the search columns or the game link. */
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
  categories: categoriesColumn,
}

export type CardRow = Pick<typeof posts.$inferSelect, Exclude<keyof typeof cardColumns, 'categories'>> & {
  categories: StoredCategoryRef[]
}
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

export function cardOf(ctx: ServerContext, lang: Lang, row: CardRow): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang) ?? '',
    posttype: row.posttype,
    description: localize(row.description, lang) ?? '',
    feature: imageOf(ctx, row.feature, 'cover'),
    banner: imageOf(ctx, row.banner, 'banner'),
    categories: row.categories.map(({ id, name, slug }) => ({ id, name: localize(name, lang) ?? '', slug })),
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

export const cardsOf = (ctx: ServerContext, lang: Lang, rows: CardRow[]) =>
  rows.map((row) => cardOf(ctx, lang, row))
