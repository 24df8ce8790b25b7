import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context.ts'
import { people } from '../db/schema.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { pageParam, parse, posttypeParam, slugParam } from '../http/validate.ts'
import { cardsOf } from './cards.ts'
import { findCategory } from './categories.ts'
import { inCategory, ofType, type Page, pageOfPosts, relatedTo, withPerson } from './lists.ts'
import { langOf } from './localize.ts'
import { listSortSchema } from './sorts.ts'

const pathSchema = v.object({
  posttype: posttypeParam,
  category: v.optional(slugParam),
  page: v.optional(pageParam, '1'),
})
const listQuery = v.object({ sortby: listSortSchema })
const relatedMessage = 'must be post_id__{id}, the post whose related posts to list'
const relatedQuery = v.object({
  sortby: listSortSchema,
  filter: v.pipe(
    v.optional(v.string(relatedMessage), ''),
    v.regex(/^post_id__[1-9]\d{0,9}$/, relatedMessage),
    v.transform((filter) => Number(filter.slice('post_id__'.length))),
    v.maxValue(2147483647, relatedMessage),
  ),
})
const actorPath = v.object({ slug: slugParam, page: v.optional(pageParam, '1') })

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
    const { posttype, category, page } = parse(pathSchema, request.params)
    let result: Page
    if (category === 'related') {
      const { sortby, filter } = parse(relatedQuery, request.query)
      result = await pageOfPosts(ctx, [ofType(posttype), relatedTo(ctx, filter)], sortby, page)
    } else {
      const { sortby } = parse(listQuery, request.query)
      const found = category ? await findCategory(ctx, posttype, category) : null
      if (category && !found) throw notFound('Category not found')
      result = await pageOfPosts(
        ctx,
        [ofType(posttype), found ? inCategory(ctx, found.id) : undefined],
        sortby,
        page,
      )
    }
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext)
  }
  api.get('/posts/lists/:posttype/', publicGet, list)
  api.get('/posts/lists/:posttype/paged/:page/', publicGet, list)
  api.get('/posts/lists/:posttype/:category/', publicGet, list)
  api.get('/posts/lists/:posttype/:category/paged/:page/', publicGet, list)

  async function byActor(request: FastifyRequest) {
    const lang = langOf(request)
    const { slug, page } = parse(actorPath, request.params)
    const { sortby } = parse(listQuery, request.query)
    const [actor] = await ctx.db
      .select({ id: people.id, title: people.title, slug: people.slug })
      .from(people)
      .where(eq(people.slug, slug))
      .limit(1)
    if (!actor) throw notFound('Actor not found')
    const result = await pageOfPosts(ctx, [withPerson(ctx, actor.id)], sortby, page)
    return pageOf(cardsOf(ctx, lang, result.rows), page, result.isNext, { actor })
  }
  api.get('/posts/actor/:slug/', publicGet, byActor)
  api.get('/posts/actor/:slug/paged/:page/', publicGet, byActor)
}
