import { and, countDistinct, eq } from 'drizzle-orm'
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
import { personRoles } from '../../src/contract/person-roles.ts'
import type { relatedQuery } from '../../src/contract/schemas/requests.ts'
import { type Audience, audienceOf, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { people, postPeople, posts } from '../db/schema.ts'
import { type Handler, serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { cardsOf } from './cards.ts'
import { findCategory } from './categories.ts'
import { inCategory, ofType, type Page, pageOfPosts, relatedTo, withPerson } from './lists.ts'
import { langOf } from './localize.ts'

/** What a person is credited as, each role with its number of published posts, in the roles' order. */
async function rolesOf(ctx: ServerContext, audience: Audience, personId: number) {
  const rows = await ctx.db
    .select({ role: postPeople.role, posts: countDistinct(postPeople.postId) })
    .from(postPeople)
    .innerJoin(posts, eq(posts.id, postPeople.postId))
    .where(and(eq(postPeople.personId, personId), seenBy(audience)))
    .groupBy(postPeople.role)
  return personRoles.flatMap((role) => rows.filter((row) => row.role === role))
}

/**
 * Lists of spec §7: `/posts/lists/{posttype}/[{categorySlug}/][paged/{n}/]` (20 a page), the
 * related list (the reserved slug `related`) and the posts of an actor or director.
 */
export function listRoutes(api: FastifyInstance, ctx: ServerContext) {
  // The endpoint reads the related list's query on its address (queryFor): `filter` is there.
  const list: Handler<typeof listEndpoint> = async ({ request, params, query }) => {
    const lang = langOf(request)
    const { posttype, category, page } = params
    const audience = await audienceOf(request, ctx)
    let result: Page
    if (category === 'related') {
      const { sortby, filter } = query as v.InferOutput<typeof relatedQuery>
      result = await pageOfPosts(ctx, audience, [ofType(posttype), relatedTo(filter)], sortby, page)
    } else {
      const { sortby } = query
      const found = category ? await findCategory(ctx, posttype, category) : null
      // A category hidden from the asker is not there for them.
      if (category && (!found || audience.hiddenCategoryIds.includes(found.id)))
        throw notFound('Category not found')
      result = await pageOfPosts(
        ctx,
        audience,
        [ofType(posttype), found ? inCategory(found.id) : undefined],
        sortby,
        page,
      )
    }
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext)
  }
  for (const endpoint of [listEndpoint, listPaged, categoryList, categoryListPaged])
    serve(api, ctx, endpoint, list)

  const byActor: Handler<typeof actor> = async ({
    request,
    params: { slug, page },
    query: { sortby, role },
  }) => {
    const lang = langOf(request)
    const audience = await audienceOf(request, ctx)
    const [actor] = await ctx.db
      .select({ id: people.id, title: people.title, slug: people.slug })
      .from(people)
      .where(eq(people.slug, slug))
      .limit(1)
    if (!actor) throw notFound('Actor not found')
    const [result, roles] = await Promise.all([
      pageOfPosts(ctx, audience, [withPerson(actor.id, role)], sortby, page),
      rolesOf(ctx, audience, actor.id),
    ])
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext, { actor, roles })
  }
  serve(api, ctx, actor, byActor)
  serve(api, ctx, actorPaged, byActor)
}
