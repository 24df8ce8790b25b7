import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../context.ts'
import { pageOf, success } from '../http/envelope.ts'
import { notFound } from '../http/errors.ts'
import { idParam, pageParam, parse, posttypeParam, slugParam } from '../http/validate.ts'
import { listCategories } from './categories.ts'
import { chapterBySlugRoute } from './chapter-by-slug.ts'
import { listChapters, loadChapter } from './chapters.ts'
import { loadDetail } from './detail.ts'
import { listRoutes } from './list-routes.ts'
import { langOf } from './localize.ts'
import { memberStateRoutes } from './member-state.ts'

const detailPath = v.object({ posttype: posttypeParam, slug: slugParam })
const chapterListPath = v.object({ posttype: posttypeParam, postId: idParam, page: pageParam })
const chapterPath = v.object({ posttype: posttypeParam, postId: idParam, chapterIndex: idParam })
const categoriesPath = v.object({ posttype: posttypeParam })

const publicGet = { config: { publicCache: true } }

/** Post detail, chapters and categories (spec §7); the lists live in list-routes.ts. */
export function postRoutes(api: FastifyInstance, ctx: ServerContext) {
  api.get('/posts/detail/:posttype/:slug/', publicGet, async (request: FastifyRequest) => {
    const { posttype, slug } = parse(detailPath, request.params)
    const detail = await loadDetail(ctx, langOf(request), posttype, slug)
    if (!detail) throw notFound()
    return success(detail)
  })

  api.get('/posts/listchapter/:posttype/:postId/paged/:page/', publicGet, async (request: FastifyRequest) => {
    const { posttype, postId, page } = parse(chapterListPath, request.params)
    const chapters = await listChapters(ctx, langOf(request), posttype, postId, page)
    if (!chapters) throw notFound()
    return pageOf(chapters.rows, page, chapters.isNext)
  })

  // No trailing slash: the path is written this way in the contract the app was built against.
  api.get('/posts/chapter/:posttype/:postId/:chapterIndex', publicGet, async (request: FastifyRequest) => {
    const { posttype, postId, chapterIndex } = parse(chapterPath, request.params)
    const chapter = await loadChapter(ctx, langOf(request), posttype, postId, chapterIndex)
    if (!chapter) throw notFound('Chapter not found')
    return success(chapter)
  })
  chapterBySlugRoute(api, ctx)

  api.get('/:posttype/lists/categories/', publicGet, async (request: FastifyRequest) => {
    const { posttype } = parse(categoriesPath, request.params)
    return success(await listCategories(ctx, langOf(request), posttype))
  })

  listRoutes(api, ctx)
  memberStateRoutes(api, ctx)
}
