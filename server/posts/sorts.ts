import { desc, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { posts } from '../db/schema.ts'

/** List sorts of spec §9; the first is the default ("trending today"). */
export const listSorts = [
  'views_day__desc',
  'created_at__desc',
  'updated_at__desc',
  'like_count__desc',
  'views_week__desc',
  'rating_total__desc',
] as const

/** Search sorts of spec §9; all-time views first. */
export const searchSorts = [
  'views__desc',
  'like_count__desc',
  'created_at__desc',
  'views_day__desc',
  'views_week__desc',
  'rating_total__desc',
] as const

export type Sort = (typeof listSorts)[number] | (typeof searchSorts)[number]

/** Each sort has an index on (posttype, column DESC, id DESC), so a page is an index range scan. */
const columns = {
  views_day__desc: posts.viewsDay,
  views_week__desc: posts.viewsWeek,
  created_at__desc: posts.createdAt,
  updated_at__desc: posts.updatedAt,
  like_count__desc: posts.likeCount,
  rating_total__desc: posts.ratingTotal,
  views__desc: posts.views,
} as const

export const orderOf = (sort: Sort): SQL[] => [desc(columns[sort]), desc(posts.id)]

export const isSort = (value: unknown): value is Sort =>
  typeof value === 'string' && Object.hasOwn(columns, value)

/** An absent or empty `sortby` means the default; anything else must be one of `sorts`. */
const sortSchema = <T extends readonly [string, ...string[]]>(sorts: T) => {
  const message = `must be one of ${sorts.join(', ')}`
  return v.optional(
    v.pipe(
      v.string(message),
      v.transform((value) => value || sorts[0]),
      v.picklist(sorts, message),
    ),
    sorts[0],
  )
}

export const listSortSchema = sortSchema(listSorts)
export const searchSortSchema = sortSchema(searchSorts)
