import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { type Posttype, posttypes } from '../../shared/api/schemas.ts'
import { searchSorts } from '../../shared/api/sorts.ts'
import { SEARCH_QUERY_MAX } from '../../shared/limits.ts'

export type SearchSort = (typeof searchSorts)[number]

export const sortLabels: Record<SearchSort, MessageDescriptor> = {
  views__desc: msg({ message: 'Most viewed', context: 'search sort' }),
  like_count__desc: msg({ message: 'Most liked', context: 'search sort' }),
  created_at__desc: msg({ message: 'Newest', context: 'search sort' }),
  views_day__desc: msg({ message: 'Most viewed today', context: 'search sort' }),
  views_week__desc: msg({ message: 'Most viewed this week', context: 'search sort' }),
  rating_total__desc: msg({ message: 'Top rated', context: 'search sort' }),
}

/** Spec §9's search type filters, in the order the filter shows them. */
export const searchFilters = ['movie', 'game', 'comic', 'novel'] as const satisfies readonly Posttype[]

export const filterLabels: Record<Posttype, MessageDescriptor> = {
  movie: msg({ message: 'Films', context: 'search filter' }),
  game: msg({ message: 'Games', context: 'search filter' }),
  comic: msg({ message: 'Comics', context: 'search filter' }),
  novel: msg({ message: 'Novels', context: 'search filter' }),
}

/**
 * The address's search part. The router reads `?q=123` as a number and `?q=true` as a boolean, so
 * any plain value becomes text; an unknown filter or sort is dropped rather than failing the page.
 */
const querySchema = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform((value) => String(value).trim().slice(0, SEARCH_QUERY_MAX) || undefined),
)

export const searchParamsSchema = v.object({
  q: v.fallback(v.optional(querySchema), undefined),
  filter: v.fallback(v.optional(v.picklist(posttypes)), undefined),
  sort: v.fallback(v.optional(v.picklist(searchSorts)), undefined),
})
export type SearchParams = v.InferOutput<typeof searchParamsSchema>

/** Nothing asked yet: the screen shows the search dashboard instead of results. */
export const isBlankSearch = ({ q, filter, sort }: SearchParams) => !q && !filter && !sort
