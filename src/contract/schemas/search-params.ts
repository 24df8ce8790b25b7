import * as v from 'valibot'
import { SEARCH_QUERY_MAX } from '../limits.ts'
import { posttypes } from '../posttypes.ts'
import { searchSorts } from '../sorts.ts'

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
