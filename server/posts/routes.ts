import type { FastifyInstance } from 'fastify'
import { categories } from '../../src/contract/endpoints/lists.ts'
import { chapter, chapterList, postDetail } from '../../src/contract/endpoints/posts.ts'
import { chapterNotFound } from '../../src/contract/schemas/chapters.ts'
import { audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { serve } from '../http/endpoints.ts'
import { pageOf } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { listCategories } from './categories.ts'
import { chapterBySlugRoutes } from './chapter-by-slug.ts'
import { listChapters, loadChapter } from './chapters.ts'
import { loadDetail } from './detail.ts'
import { listRoutes } from './list-routes.ts'
import { langOf } from './localize.ts'
import { memberStateRoutes } from './member-state.ts'
import { reviewRoutes } from './reviews.ts'

/** Post detail, chapters and categories (spec §7); the lists live in list-routes.ts. */
export function postRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, postDetail, async ({ request, params: { posttype, slug } }) => {
    const detail = await loadDetail(ctx, await audienceOf(request, ctx), langOf(request), posttype, slug)
    if (!detail) throw notFound()
    return detail
  })

  serve(api, ctx, chapterList, async ({ request, params: { posttype, postId, page }, query: { order } }) => {
    const audience = await audienceOf(request, ctx)
    const chapters = await listChapters(ctx, audience, langOf(request), posttype, postId, page, order)
    if (!chapters) throw notFound()
    return pageOf(chapters.rows, page, chapters.isNext)
  })

  serve(api, ctx, chapter, async ({ request, params: { posttype, postId, chapterIndex } }) => {
    const audience = await audienceOf(request, ctx)
    const found = await loadChapter(ctx, audience, langOf(request), posttype, postId, chapterIndex)
    if (!found) throw notFound(chapterNotFound.chapter)
    return found
  })
  chapterBySlugRoutes(api, ctx)

  serve(api, ctx, categories, async ({ request, params: { posttype } }) => {
    return await listCategories(ctx, await audienceOf(request, ctx), langOf(request), posttype)
  })

  listRoutes(api, ctx)
  memberStateRoutes(api, ctx)
  reviewRoutes(api, ctx)
}
