import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  actorPagedRoute,
  actorRoute,
  categoryListPagedRoute,
  categoryListRoute,
  listPagedRoute,
  listRoute,
} from '../../src/contract/paths.ts'
import { actorParams, listParams, listQuery, relatedQuery } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { people } from '../db/schema.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { cardsOf } from './cards.ts'
import { findCategory } from './categories.ts'
import { inCategory, ofType, type Page, pageOfPosts, relatedTo, withPerson } from './lists.ts'
import { langOf } from './localize.ts'

const publicGet = {
  config: {
    publicCache: {
      query: (params: Record<string, string>) => (params.category === 'related' ? relatedQuery : listQuery),
    },
  },
}

/**
 * Lists of spec §7: `/posts/lists/{posttype}/[{categorySlug}/][paged/{n}/]` (20 a page), the
 * related list (the reserved slug `related`) and the posts of an actor or director.
 */
export function listRoutes(api: FastifyInstance, ctx: ServerContext) {
  async function list(request: FastifyRequest) {
    const lang = langOf(request)
    const { posttype, category, page } = parse(listParams, request.params, request)
    let result: Page
    if (category === 'related') {
      const { sortby, filter } = parse(relatedQuery, request.query, request)
      result = await pageOfPosts(ctx, [ofType(posttype), relatedTo(filter)], sortby, page)
    } else {
      const { sortby } = parse(listQuery, request.query, request)
      const found = category ? await findCategory(ctx, posttype, category) : null
      if (category && !found) throw notFound('Category not found')
      result = await pageOfPosts(
        ctx,
        [ofType(posttype), found ? inCategory(found.id) : undefined],
        sortby,
        page,
      )
    }
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext)
  }
  for (const route of [listRoute, listPagedRoute, categoryListRoute, categoryListPagedRoute])
    api.get(route, publicGet, list)

  async function byActor(request: FastifyRequest) {
    const lang = langOf(request)
    const { slug, page } = parse(actorParams, request.params, request)
    const { sortby } = parse(listQuery, request.query, request)
    const [actor] = await ctx.db
      .select({ id: people.id, title: people.title, slug: people.slug })
      .from(people)
      .where(eq(people.slug, slug))
      .limit(1)
    if (!actor) throw notFound('Actor not found')
    const result = await pageOfPosts(ctx, [withPerson(actor.id)], sortby, page)
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext, { actor })
  }
  api.get(actorRoute, publicGet, byActor)
  api.get(actorPagedRoute, publicGet, byActor)
}
