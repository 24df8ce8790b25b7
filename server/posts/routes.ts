import type { FastifyInstance, FastifyRequest } from 'fastify'
import { categoriesRoute, chapterListRoute, chapterRoute, postDetailRoute } from '../../src/contract/paths.ts'
import { chapterNotFound } from '../../src/contract/schemas/chapters.ts'
import {
  categoriesParams,
  chapterListParams,
  chapterListQuery,
  chapterParams,
  postDetailParams,
} from '../../src/contract/schemas/requests.ts'
import type { ServerContext } from '../context.ts'
import { pageOf, success } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { listCategories } from './categories.ts'
import { chapterBySlugRoutes } from './chapter-by-slug.ts'
import { listChapters, loadChapter } from './chapters.ts'
import { loadDetail } from './detail.ts'
import { listRoutes } from './list-routes.ts'
import { langOf } from './localize.ts'
import { memberStateRoutes } from './member-state.ts'
import { reviewRoutes } from './reviews.ts'

const publicGet = { config: { publicCache: true } }

/** Post detail, chapters and categories (spec §7); the lists live in list-routes.ts. */
export function postRoutes(api: FastifyInstance, ctx: ServerContext) {
  api.get(postDetailRoute, publicGet, async (request: FastifyRequest) => {
    const { posttype, slug } = parse(postDetailParams, request.params, request)
    const detail = await loadDetail(ctx, langOf(request), posttype, slug)
    if (!detail) throw notFound()
    return success(detail)
  })

  api.get(
    chapterListRoute,
    { config: { publicCache: { query: chapterListQuery } } },
    async (request: FastifyRequest) => {
      const { posttype, postId, page } = parse(chapterListParams, request.params, request)
      const { order } = parse(chapterListQuery, request.query, request)
      const chapters = await listChapters(ctx, langOf(request), posttype, postId, page, order)
      if (!chapters) throw notFound()
      return pageOf(chapters.rows, page, chapters.isNext)
    },
  )

  api.get(chapterRoute, publicGet, async (request: FastifyRequest) => {
    const { posttype, postId, chapterIndex } = parse(chapterParams, request.params, request)
    const chapter = await loadChapter(ctx, langOf(request), posttype, postId, chapterIndex)
    if (!chapter) throw notFound(chapterNotFound.chapter)
    return success(chapter)
  })
  chapterBySlugRoutes(api, ctx)

  api.get(categoriesRoute, publicGet, async (request: FastifyRequest) => {
    const { posttype } = parse(categoriesParams, request.params, request)
    return success(await listCategories(ctx, langOf(request), posttype))
  })

  listRoutes(api, ctx)
  memberStateRoutes(api, ctx)
  reviewRoutes(api, ctx)
}
