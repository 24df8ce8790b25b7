import { infiniteQueryOptions } from '@tanstack/react-query'
import {
  commentDelete,
  commentLike,
  commentReport,
  comments,
  commentWrite,
} from '../../contract/endpoints/comments.ts'
import type { Language } from '../../contract/languages.ts'
import { commentSchema } from '../../contract/schemas/comments.ts'
import { lenientArray } from '../../contract/schemas/envelope.ts'
import { call, callData } from '../../shared/api/call.ts'
import { PRIVATE_QUERY } from '../../shared/api/private-query.ts'
import { commentsKey } from './keys.ts'
import type { CommentTarget } from './target.ts'

/** One comment the app cannot read is left out; the others still show. */
const readableComments = lenientArray(commentSchema)

const paramsOf = (target: CommentTarget) => ({
  posttype: target.posttype,
  id: target.id,
  chapterIndex: target.index,
})

/** `GET /posts/comments/{posttype}/{id}/{chapterIndex}/?page=` (docs/api.md): newest first. */
export async function getComments(
  language: Language,
  target: CommentTarget,
  page: number,
  signal?: AbortSignal,
) {
  const body = await call(
    language,
    comments,
    { params: paramsOf(target), query: { page: page > 1 ? page : undefined }, ...(signal ? { signal } : {}) },
    readableComments,
  )
  return { comments: body.data, isNext: body.is_next, total: body.total }
}

/**
 * A chapter's comments, page by page. Each says what the member asking did (liked it, wrote it), so
 * they are kept in memory only, under the member's id, never in the device's stored cache.
 */
export const commentsQueryOptions = (language: Language, target: CommentTarget, who: string | number) =>
  infiniteQueryOptions({
    queryKey: commentsKey(target, language, who),
    queryFn: ({ pageParam, signal }) => getComments(language, target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.isNext ? page + 1 : undefined),
    meta: PRIVATE_QUERY,
    staleTime: 30_000,
    networkMode: 'online',
  })

/** `POST /posts/comments/…`: a comment, or a reply to `parentId`. */
export const writeComment = (language: Language, target: CommentTarget, text: string, parentId?: number) =>
  callData(language, commentWrite, {
    params: paramsOf(target),
    body: parentId === undefined ? { body: text } : { body: text, parent_id: String(parentId) },
  })

/** `POST /comments/{id}/like/`: liked, or the like taken back. */
export const likeComment = (language: Language, id: number, like: boolean) =>
  callData(language, commentLike, { params: { id }, body: { like: like ? '1' : '2' } })

/** `POST /comments/{id}/report/`, with an optional reason. */
export const reportComment = (language: Language, id: number, reason: string) =>
  callData(language, commentReport, { params: { id }, body: reason ? { reason } : {} })

/** `POST /comments/{id}/delete/`: the member's own comment, with its replies. */
export const deleteComment = (language: Language, id: number) =>
  callData(language, commentDelete, { params: { id }, body: {} })
