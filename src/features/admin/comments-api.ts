import { queryOptions } from '@tanstack/react-query'
import {
  adminCommentDelete,
  adminCommentDismiss,
  adminCommentHide,
  adminCommentMute,
  adminComments,
  adminCommentsPaged,
  adminCommentWords,
  adminCommentWordsSave,
} from '../../contract/endpoints/admin-comments.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, listPage, sendForm } from './api.ts'

/*
 * The calls behind the comments screen (docs/api.md, Admin: comments): the comments, reported ones
 * first; hiding, deleting, dismissing reports, muting a writer; the words refused in comments.
 */

/** Which comments the screen lists (the server's `filter`). */
export type CommentFilter = 'all' | 'reported' | 'hidden'

export const commentKeys = {
  list: (language: Language, filter: CommentFilter, page: number) =>
    [ADMIN_QUERY_PREFIX, 'comments', language, filter, page] as const,
  words: (language: Language) => [ADMIN_QUERY_PREFIX, 'comments', language, 'words'] as const,
}

export const adminCommentsQuery = (language: Language, filter: CommentFilter, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: commentKeys.list(language, filter, page),
    queryFn: ({ signal }) =>
      listPage(language, [adminComments, adminCommentsPaged], page, { query: { filter }, signal }),
  })

export const commentWordsQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: commentKeys.words(language),
    queryFn: ({ signal }) => callData(language, adminCommentWords, { signal }).then((answer) => answer.words),
  })

export const commentWrites = {
  hide: (language: Language, id: number, hidden: boolean) =>
    sendForm(language, adminCommentHide, { id }, { hidden: String(hidden) }),
  remove: (language: Language, id: number) => sendForm(language, adminCommentDelete, { id }),
  dismiss: (language: Language, id: number) => sendForm(language, adminCommentDismiss, { id }),
  mute: (language: Language, memberId: number, muted: boolean) =>
    sendForm(language, adminCommentMute, { id: memberId }, { muted: String(muted) }),
  saveWords: (language: Language, words: string[]) =>
    callData(language, adminCommentWordsSave, { body: { words } }).then((answer) => answer.words),
}
