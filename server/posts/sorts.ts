import { desc, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { listSorts, searchSorts } from '../../src/shared/api/sorts.ts'
import { posts } from '../db/schema.ts'

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
