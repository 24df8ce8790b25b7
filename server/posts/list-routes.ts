import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  actor,
  actorPaged,
  categoryList,
  categoryListPaged,
  list as listEndpoint,
  listPaged,
} from '../../src/contract/endpoints/lists.ts'
import type { relatedQuery } from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { people } from '../db/schema.ts'
import { type Handler, serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { cardsOf } from './cards.ts'
import { findCategory } from './categories.ts'
import { inCategory, ofType, type Page, pageOfPosts, relatedTo, withPerson } from './lists.ts'
import { langOf } from './localize.ts'

/**
 * Lists of spec §7: `/posts/lists/{posttype}/[{categorySlug}/][paged/{n}/]` (20 a page), the
 * related list (the reserved slug `related`) and the posts of an actor or director.
 */
export function listRoutes(api: FastifyInstance, ctx: ServerContext) {
  // The endpoint reads the related list's query on its address (queryFor): `filter` is there.
  const list: Handler<typeof listEndpoint> = async ({ request, params, query }) => {
    const lang = langOf(request)
    const { posttype, category, page } = params
    let result: Page
    if (category === 'related') {
      const { sortby, filter } = query as v.InferOutput<typeof relatedQuery>
      result = await pageOfPosts(ctx, [ofType(posttype), relatedTo(filter)], sortby, page)
    } else {
      const { sortby } = query
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
  for (const endpoint of [listEndpoint, listPaged, categoryList, categoryListPaged])
    serve(api, ctx, endpoint, list)

  const byActor: Handler<typeof actor> = async ({ request, params: { slug, page }, query: { sortby } }) => {
    const lang = langOf(request)
    const [actor] = await ctx.db
      .select({ id: people.id, title: people.title, slug: people.slug })
      .from(people)
      .where(eq(people.slug, slug))
      .limit(1)
    if (!actor) throw notFound('Actor not found')
    const result = await pageOfPosts(ctx, [withPerson(actor.id)], sortby, page)
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext, { actor })
  }
  serve(api, ctx, actor, byActor)
  serve(api, ctx, actorPaged, byActor)
}
