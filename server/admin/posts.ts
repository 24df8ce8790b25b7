import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as v from 'valibot'
import {
  adminChapterDeleteRoute,
  adminChapterLocksRoute,
  adminChapterRoute,
  adminPostChapterOrderRoute,
  adminPostDeleteRoute,
  adminPostImageRoute,
  adminPostLocksRoute,
  adminPostRoute,
  adminPostStatusRoute,
  adminPostsPagedRoute,
  adminPostsRoute,
} from '../../src/contract/admin-paths.ts'
import { ADMIN_PAGE_SIZE } from '../../src/contract/limits.ts'
import { adminPageParams } from '../../src/contract/schemas/admin.ts'
import {
  ADMIN_IMAGE_BYTES,
  adminChapterDeleteForm,
  adminChapterForm,
  adminChapterLockForm,
  adminChapterOrderForm,
  adminChapterParams,
  adminPostDeleteForm,
  adminPostForm,
  adminPostImageParams,
  adminPostLockForm,
  adminPostParams,
  adminPostStatusForm,
  adminPostsQuery,
} from '../../src/contract/schemas/admin-posts.ts'
import { checkFormCsrf, verifyCsrf } from '../auth/csrf.ts'
import { readForm } from '../auth/form.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'
import { pageOf, success } from '../http/envelope.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { parse } from '../http/validate.ts'
import type { Actor } from './audit.ts'
import { deleteChapter, editChapter, releaseChapterLock, reorderChapters } from './chapter-edit.ts'
import { requireAdmin } from './guard.ts'
import { deletePost } from './post-delete.ts'
import { editPost, releasePostLock, type Say, setPostStatus } from './post-edit.ts'
import { uploadPostImage } from './post-image.ts'
import { listAdminPosts, loadAdminPost } from './post-read.ts'
import { removeUploadedFiles } from './uploads/remove.ts'

/**
 * An uploaded image as the body of its request. Its bytes sit behind a getter, so the API's checks
 * that walk a parsed body's values (NUL characters) see nothing to walk.
 */
class UploadedImage {
  readonly #bytes: Buffer
  constructor(bytes: Buffer) {
    this.#bytes = bytes
  }
  get bytes() {
    return this.#bytes
  }
}

const sayFor =
  (request: FastifyRequest): Say =>
  (message) =>
    localized(request, typeof message === 'string' ? messages[message] : message)

/**
 * The start of every admin write: the admin (401, 403), the form read with its schema (400), its CSRF
 * token (403); the admin write limit is the route's, the cache clearing the caller's once it changed.
 */
async function adminWrite<S extends v.GenericSchema<unknown, { csrf_token?: string | undefined }>>(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  form: S,
) {
  const admin = await requireAdmin(request, reply, ctx)
  const fields: v.InferOutput<S> = parse(form, await readForm(request), request)
  checkFormCsrf(request, ctx, fields.csrf_token)
  const actor: Actor = { memberId: admin.id, email: admin.email }
  return { actor, fields, say: sayFor(request) }
}

/** The admin area's calls about posts and chapters (docs/api.md, Admin: posts and chapters). */
export function adminPostRoutes(api: FastifyInstance, ctx: ServerContext) {
  const limited = { onRequest: ctx.writeLimit('admin') }
  /** Every catalogue change can show in any public answer (lists, dashboards, search): all are redone. */
  const published = () => ctx.cache.clear()

  for (const route of [adminPostsRoute, adminPostsPagedRoute]) {
    api.get(route, async (request, reply) => {
      await requireAdmin(request, reply, ctx)
      const { page } = parse(adminPageParams, request.params, request)
      const filters = parse(adminPostsQuery, request.query, request)
      const rows = await listAdminPosts(ctx, filters, page)
      return pageOf(rows.slice(0, ADMIN_PAGE_SIZE), page, rows.length > ADMIN_PAGE_SIZE)
    })
  }

  api.get(adminPostRoute, async (request, reply) => {
    await requireAdmin(request, reply, ctx)
    const { id } = parse(adminPostParams, request.params, request)
    const post = await loadAdminPost(ctx, id)
    if (!post) throw notFound(localized(request, messages.postNotFound))
    return success(post)
  })

  api.post(adminPostRoute, limited, async (request, reply) => {
    const { id } = parse(adminPostParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminPostForm)
    const changed = await editPost(ctx.db, actor, id, fields, say)
    if (changed.length > 0) published()
    return success({ id, changed, post: await loadAdminPost(ctx, id) })
  })

  api.post(adminPostLocksRoute, limited, async (request, reply) => {
    const { id } = parse(adminPostParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminPostLockForm)
    const locked = await releasePostLock(ctx.db, actor, id, fields.field, say)
    return success({ id, locked_fields: locked })
  })

  api.post(adminPostStatusRoute, limited, async (request, reply) => {
    const { id } = parse(adminPostParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminPostStatusForm)
    const changed = await setPostStatus(ctx.db, actor, id, fields.status, say)
    if (changed) published()
    return success({ id, status: fields.status, changed })
  })

  api.post(adminPostDeleteRoute, limited, async (request, reply) => {
    const { id } = parse(adminPostParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminPostDeleteForm)
    const [post] = await ctx.db.select({ slug: posts.slug }).from(posts).where(eq(posts.id, id))
    if (!post) throw notFound(say('postNotFound'))
    if (fields.confirm !== post.slug) throw badRequest(say('deleteConfirm'))
    const deleted = await deletePost(ctx.db, actor, id, {
      mediaDir: ctx.config.mediaDir,
      libraryDir: ctx.config.libraryDir,
      alsoRemove: async (post) => {
        await removeUploadedFiles(ctx.config, post)
      },
    })
    if (!deleted) throw notFound(say('postNotFound'))
    published()
    return success({ id, deleted: true })
  })

  api.post(adminPostChapterOrderRoute, limited, async (request, reply) => {
    const { id } = parse(adminPostParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminChapterOrderForm)
    const moved = await reorderChapters(ctx.db, actor, id, fields.order, say)
    if (moved.length > 0) published()
    return success({ id, moved })
  })

  api.post(adminChapterRoute, limited, async (request, reply) => {
    const { id } = parse(adminChapterParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminChapterForm)
    const changed = await editChapter(ctx.db, actor, id, fields, say)
    if (changed.length > 0) published()
    return success({ id, changed })
  })

  api.post(adminChapterLocksRoute, limited, async (request, reply) => {
    const { id } = parse(adminChapterParams, request.params, request)
    const { actor, fields, say } = await adminWrite(request, reply, ctx, adminChapterLockForm)
    const locked = await releaseChapterLock(ctx.db, actor, id, fields.field, say)
    return success({ id, locked_fields: locked })
  })

  api.post(adminChapterDeleteRoute, limited, async (request, reply) => {
    const { id } = parse(adminChapterParams, request.params, request)
    const { actor, say } = await adminWrite(request, reply, ctx, adminChapterDeleteForm)
    const postId = await deleteChapter(ctx.db, actor, id, say)
    published()
    return success({ id, post_id: postId, deleted: true })
  })

  // An image comes as the request's body (Content-Type image/…), its CSRF token in X-CSRF-Token: a
  // form could not carry it within the forms' small size limits. Its own scope, so no other route
  // accepts image bodies.
  api.register(async (scope) => {
    scope.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_BYTES },
      (_request, body, done) => done(null, new UploadedImage(body as Buffer)),
    )
    scope.post(adminPostImageRoute, { ...limited, bodyLimit: ADMIN_IMAGE_BYTES }, async (request, reply) => {
      const admin = await requireAdmin(request, reply, ctx)
      const { id, kind } = parse(adminPostImageParams, request.params, request)
      const say = sayFor(request)
      verifyCsrf(request.headers['x-csrf-token'], ctx, request.headers['x-device-id'])
      if (!(request.body instanceof UploadedImage)) throw badRequest(say('notAnImage'))
      const actor: Actor = { memberId: admin.id, email: admin.email }
      const path = await uploadPostImage(
        ctx.db,
        ctx.config.mediaDir,
        actor,
        id,
        kind,
        request.body.bytes,
        say,
      )
      published()
      return success({ id, [kind]: path, image: ctx.mediaUrl(path) })
    })
  })
}
