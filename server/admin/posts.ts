import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as calls from '../../src/contract/endpoints/admin.ts'
import { ADMIN_IMAGE_BYTES } from '../../src/contract/schemas/admin-posts.ts'
import type { Member } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'
import { type Handler, type ServeOptions, serve } from '../http/endpoints.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import type { Actor } from './audit.ts'
import { deleteChapter, editChapter, releaseChapterLock, reorderChapters } from './chapter-edit.ts'
import { sliced } from './paging.ts'
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

/** Who writes, as the audit log names them, and the request's words for a refusal. */
const writerOf = (admin: Member, request: FastifyRequest) => ({
  actor: { memberId: admin.id, email: admin.email } satisfies Actor,
  say: sayFor(request),
})

/** The address is read before the session: a post's writes have always answered a bad id first. */
const paramsFirst: ServeOptions = { paramsFirst: true }

/** The admin area's calls about posts and chapters (docs/api.md, Admin: posts and chapters). */
export function adminPostRoutes(api: FastifyInstance, ctx: ServerContext) {
  /** Every catalogue change can show in any public answer (lists, dashboards, search): all are redone. */
  const published = () => ctx.cache.clear()

  const list: Handler<typeof calls.postList> = async ({ params: { page }, query: filters }) => {
    const rows = await listAdminPosts(ctx, filters, page)
    return sliced(rows, page)
  }
  serve(api, ctx, calls.postList, list)
  serve(api, ctx, calls.postListPaged, list)

  serve(api, ctx, calls.postRead, async ({ request, params: { id } }) => {
    const post = await loadAdminPost(ctx, id)
    if (!post) throw notFound(localized(request, messages.postNotFound))
    return post
  })

  serve(
    api,
    ctx,
    calls.postEdit,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const changed = await editPost(ctx.db, actor, id, fields, say)
      if (changed.length > 0) published()
      return { id, changed, post: await loadAdminPost(ctx, id) }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.postLocks,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const locked = await releasePostLock(ctx.db, actor, id, fields.field, say)
      return { id, locked_fields: locked }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.postStatus,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const changed = await setPostStatus(ctx.db, actor, id, fields.status, say)
      if (changed) published()
      return { id, status: fields.status, changed }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.postDelete,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
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
      return { id, deleted: true }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.postChapterOrder,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const moved = await reorderChapters(ctx.db, actor, id, fields.order, say)
      if (moved.length > 0) published()
      return { id, moved }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.chapterEdit,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const changed = await editChapter(ctx.db, actor, id, fields, say)
      if (changed.length > 0) published()
      return { id, changed }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.chapterLocks,
    async ({ request, member, params: { id }, body: fields }) => {
      const { actor, say } = writerOf(member, request)
      const locked = await releaseChapterLock(ctx.db, actor, id, fields.field, say)
      return { id, locked_fields: locked }
    },
    paramsFirst,
  )

  serve(
    api,
    ctx,
    calls.chapterDelete,
    async ({ request, member, params: { id } }) => {
      const { actor, say } = writerOf(member, request)
      const postId = await deleteChapter(ctx.db, actor, id, say)
      published()
      return { id, post_id: postId, deleted: true }
    },
    paramsFirst,
  )

  // An image comes as the request's body (Content-Type image/…), its CSRF token in X-CSRF-Token: a
  // form could not carry it within the forms' small size limits. Its own scope, so no other route
  // accepts image bodies.
  api.register(async (scope) => {
    scope.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_BYTES },
      (_request, body, done) => done(null, new UploadedImage(body as Buffer)),
    )
    serve(
      scope,
      ctx,
      calls.postImage,
      async ({ request, member, params: { id, kind } }) => {
        const { actor, say } = writerOf(member, request)
        if (!(request.body instanceof UploadedImage)) throw badRequest(say('notAnImage'))
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
        return { id, [kind]: path, image: ctx.mediaUrl(path) }
      },
      { route: { bodyLimit: ADMIN_IMAGE_BYTES } },
    )
  })
}
