import { desc, type SQL } from 'drizzle-orm'
import type { ListSort, SearchSort } from '../../src/contract/sorts.ts'
import { posts } from '../db/schema.ts'

export type Sort = ListSort | SearchSort

/** Each sort has an index on (posttype, column DESC, id DESC), so a page is an index range scan. */
const columns = {
  views_day__desc: posts.viewsDay,
  views_week__desc: posts.viewsWeek,
  created_at__desc: posts.createdAt,
  updated_at__desc: posts.updatedAt,
  like_count__desc: posts.likeCount,
  rating_total__desc: posts.ratingTotal,
  rating_bayes__desc: posts.ratingBayes,
  views__desc: posts.views,
} as const satisfies Record<Sort, unknown>

/** The columns the sorts read, for a query that orders rows it read apart (search/query.ts). */
export const sortColumns = {
  viewsDay: posts.viewsDay,
  viewsWeek: posts.viewsWeek,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  likeCount: posts.likeCount,
  ratingTotal: posts.ratingTotal,
  ratingBayes: posts.ratingBayes,
  views: posts.views,
}

export const orderOf = (sort: Sort): SQL[] => [desc(columns[sort]), desc(posts.id)]

export const isSort = (value: unknown): value is Sort =>
  typeof value === 'string' && Object.hasOwn(columns, value)
