import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context.ts'
import { type Posttype, posttypes } from '../db/schema.ts'
import { pageOf } from '../http/envelope.ts'
import { pageParam, parse } from '../http/validate.ts'
import { langOf } from '../posts/localize.ts'
import { searchSortSchema } from '../posts/sorts.ts'
import { searchPosts } from './query.ts'

/** Longer queries are not titles; they only cost the database. */
const MAX_QUERY = 100

const pagePath = v.object({ page: v.optional(pageParam, '1') })
const filterMessage = `must be posttype__ followed by one of ${posttypes.join(', ')}`
const searchQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(MAX_QUERY, `must be at most ${MAX_QUERY} characters`),
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
  sortby: searchSortSchema,
})

/** `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (spec §7), with the total. */
export function searchRoutes(api: FastifyInstance, ctx: ServerContext) {
  async function search(request: FastifyRequest) {
    const { page } = parse(pagePath, request.params)
    const { q, filter, sortby } = parse(searchQuery, request.query)
    const found = await searchPosts(ctx, langOf(request), { q, posttype: filter, sort: sortby, page })
    return pageOf(found.cards, page, found.isNext, {
      total: found.total,
      message: found.total === 0 ? 'No results found' : '',
    })
  }
  api.get('/posts/search/', { config: { publicCache: { query: searchQuery } } }, search)
  api.get('/posts/search/paged/:page/', { config: { publicCache: { query: searchQuery } } }, search)
}
