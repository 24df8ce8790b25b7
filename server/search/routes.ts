import type { FastifyInstance } from 'fastify'
import {
  searchPosts as searchEndpoint,
  searchPaged,
  searchSuggest,
} from '../../src/contract/endpoints/search.ts'
import { audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { type Handler, serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { langOf } from '../posts/localize.ts'
import { searchPosts } from './query.ts'
import { suggest } from './suggest.ts'

/**
 * `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (spec §7), with the total, and the
 * suggestions shown as a query is typed.
 */
export function searchRoutes(api: FastifyInstance, ctx: ServerContext) {
  const search: Handler<typeof searchEndpoint> = async ({ request, params: { page }, query }) => {
    const { q, filter, sortby } = query
    const audience = await audienceOf(request, ctx)
    const found = await searchPosts(ctx, audience, langOf(request), {
      q,
      posttype: filter,
      sort: sortby,
      page,
    })
    return pageOf(found.cards, page, found.isNext, {
      total: found.total,
      message: found.total === 0 ? 'No results found' : '',
    })
  }
  serve(api, ctx, searchEndpoint, search)
  serve(api, ctx, searchPaged, search)

  /** `/posts/search/suggest/?q=` (docs/api.md): a few posts, people and categories as a query is typed. */
  serve(api, ctx, searchSuggest, async ({ request, query: { q } }) => {
    return await suggest(ctx, await audienceOf(request, ctx), langOf(request), q)
  })
}
