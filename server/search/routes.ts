import type { FastifyInstance, FastifyRequest } from 'fastify'
import { searchPagedRoute, searchRoute, searchSuggestRoute } from '../../src/contract/paths.ts'
import { searchPageParams, searchQuery, searchSuggestQuery } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { pageOf, success } from '../http/envelope.ts'
import { parse } from '../http/validate.ts'
import { langOf } from '../posts/localize.ts'
import { searchPosts } from './query.ts'
import { suggest } from './suggest.ts'

/**
 * `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (spec §7), with the total, and the
 * suggestions shown as a query is typed.
 */
export function searchRoutes(api: FastifyInstance, ctx: ServerContext) {
  async function search(request: FastifyRequest) {
    const { page } = parse(searchPageParams, request.params, request)
    const { q, filter, sortby } = parse(searchQuery, request.query, request)
    const found = await searchPosts(ctx, langOf(request), { q, posttype: filter, sort: sortby, page })
    return pageOf(found.cards, page, found.isNext, {
      total: found.total,
      message: found.total === 0 ? 'No results found' : '',
    })
  }
  api.get(searchRoute, { config: { publicCache: { query: searchQuery } } }, search)
  api.get(searchPagedRoute, { config: { publicCache: { query: searchQuery } } }, search)

  /** `/posts/search/suggest/?q=` (docs/api.md): a few posts, people and categories as a query is typed. */
  api.get(searchSuggestRoute, { config: { publicCache: { query: searchSuggestQuery } } }, async (request) => {
    const { q } = parse(searchSuggestQuery, request.query, request)
    return success(await suggest(ctx, langOf(request), q))
  })
}
