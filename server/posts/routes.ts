import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes } from '../../src/contract/paths.ts'
import { chapterListParams, chapterParams, postDetailParams } from '../../src/contract/schemas/detail.ts'
import { categoriesParams } from '../../src/contract/schemas/lists.ts'
import type { ServerContext } from '../context.ts'
import { pageOf, success } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { listCategories } from './categories.ts'
import { listChapters, loadChapter } from './chapters.ts'
import { loadDetail } from './detail.ts'
import { listRoutes } from './list-routes.ts'
import { langOf } from './localize.ts'
import { memberStateRoutes } from './member-state.ts'

const publicGet = { config: { publicCache: true } }

/** Post detail, chapters and categories (spec §7); the lists live in list-routes.ts. */
export function postRoutes(api: FastifyInstance, ctx: ServerContext) {
  api.get(apiRoutes.postDetail, publicGet, async (request: FastifyRequest) => {
    const { posttype, slug } = parse(postDetailParams, request.params)
    const detail = await loadDetail(ctx, langOf(request), posttype, slug)
    if (!detail) throw notFound()
    return success(detail)
  })

  api.get(apiRoutes.chapterList, publicGet, async (request: FastifyRequest) => {
    const { posttype, postId, page } = parse(chapterListParams, request.params)
    const chapters = await listChapters(ctx, langOf(request), posttype, postId, page)
    if (!chapters) throw notFound()
    return pageOf(chapters.rows, page, chapters.isNext)
  })

  api.get(apiRoutes.chapter, publicGet, async (request: FastifyRequest) => {
    const { posttype, postId, chapterIndex } = parse(chapterParams, request.params)
    const chapter = await loadChapter(ctx, langOf(request), posttype, postId, chapterIndex)
    if (!chapter) throw notFound('Chapter not found')
    return success(chapter)
  })

  api.get(apiRoutes.categories, publicGet, async (request: FastifyRequest) => {
    const { posttype } = parse(categoriesParams, request.params)
    return success(await listCategories(ctx, langOf(request), posttype))
  })

  listRoutes(api, ctx)
  memberStateRoutes(api, ctx)
}
