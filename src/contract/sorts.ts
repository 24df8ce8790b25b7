import * as v from 'valibot'

/**
 * The sorts of spec §9, shared by the API, which accepts them, and the app, which offers them.
 * List sorts in the order the sort tabs show them; the first is the default ("trending today").
 * `rating_bayes__desc` is the site's own: the Bayesian average of the stars (limits.ts, RATING_PRIOR_*).
 */
export const listSorts = [
  'views_day__desc',
  'created_at__desc',
  'updated_at__desc',
  'like_count__desc',
  'views_week__desc',
  'rating_total__desc',
  'rating_bayes__desc',
] as const
export type ListSort = (typeof listSorts)[number]

/** Search sorts; the API ranks by all-time views when none is given. */
export const searchSorts = [
  'views__desc',
  'like_count__desc',
  'created_at__desc',
  'views_day__desc',
  'views_week__desc',
  'rating_total__desc',
  'rating_bayes__desc',
] as const
export type SearchSort = (typeof searchSorts)[number]

/** Any sort, of a list or a search: what a dashboard module's source and button may name. */
export type Sort = ListSort | SearchSort

export const listSortSchema = v.picklist(listSorts)
export const searchSortSchema = v.picklist(searchSorts)
