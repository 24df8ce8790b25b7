import * as v from 'valibot'
import { SEARCH_QUERY_MAX } from '../limits.ts'
import { type Posttype, posttypes } from '../posttypes.ts'
import { searchSortby } from '../sorts.ts'
import { postCardSchema } from './cards.ts'
import { successOf } from './envelope.ts'
import { pageParam } from './params.ts'

/** `GET /posts/search/[paged/{page}/]?q=&filter=posttype__{type}&sortby=` */
export const searchPageParams = v.object({ page: v.optional(pageParam, '1') })
const filterMessage = `must be posttype__ followed by one of ${posttypes.join(', ')}`
export const searchQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
    ),
    '',
  ),
  filter: v.optional(
    v.pipe(
      v.string(filterMessage),
      v.regex(new RegExp(`^(posttype__(${posttypes.join('|')}))?$`), filterMessage),
      v.transform((filter) => (filter ? (filter.slice('posttype__'.length) as Posttype) : undefined)),
    ),
  ),
  sortby: searchSortby,
})

/** One page of search results (spec §3: data, is_next, total). */
export const searchPageSchema = v.pipe(
  successOf(v.array(postCardSchema)),
  v.transform((body) => ({
    posts: body.data,
    isNext: body.is_next === true,
    total: typeof body.total === 'number' ? body.total : body.data.length,
  })),
)
export type SearchPage = v.InferOutput<typeof searchPageSchema>
