import * as v from 'valibot'
import {
  adminCommentDeleteRoute,
  adminCommentDismissRoute,
  adminCommentHideRoute,
  adminCommentMuteRoute,
  adminCommentsPagedRoute,
  adminCommentsRoute,
  adminCommentWordsRoute,
} from '../comment-paths.ts'
import { COMMENT_WORD_MAX, COMMENT_WORDS_MAX } from '../comments.ts'
import {
  adminCommentForm,
  adminCommentHideForm,
  adminCommentMuteForm,
  adminCommentsParams,
  adminCommentsQuery,
  commentParams,
  commentWordsBody,
} from '../schemas/comment-requests.ts'
import {
  adminCommentHideAnswer,
  adminCommentMuteAnswer,
  adminCommentSchema,
  commentDeleteAnswer,
  commentWordsSchema,
} from '../schemas/comments.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { endpoint, formBody, jsonBody } from './endpoint.ts'

/*
 * The admin area's comments (docs/api.md, Admin: comments): reported ones first, hidden or deleted,
 * their writers muted, and the words refused in comments. Admins only, never kept; every write with
 * the CSRF token, the admin write limit and an entry in the audit log.
 */
const admin = {
  area: 'admin: comments',
  access: 'admin',
  cache: { kind: 'no-store', vary: 'Authorization' },
} as const
const read = { ...admin, method: 'GET' } as const
const write = { ...admin, method: 'POST', csrf: 'body', limit: 'admin' } as const

const listDoc = {
  request: '`/admin/comments/[paged/{n}/][?filter=all|reported|hidden]`',
  answer:
    '`[{id, body, created_at, parent_id, chapter_index, like_count, report_count, reasons, hidden_at, post: {id, slug, posttype, title}, member: {id, name, email, muted}}]` (50 a page): reported comments not yet hidden first, the most reported first, then the newest; `reported` lists only reported ones, `hidden` only hidden ones',
}

export const adminComments = endpoint({
  ...read,
  name: 'adminComments',
  doc: listDoc,
  path: adminCommentsRoute,
  summary: 'Comments, reported ones first (50 a page)',
  params: adminCommentsParams,
  query: adminCommentsQuery,
  answer: v.array(adminCommentSchema),
  extras: pageExtras,
})
export const adminCommentsPaged = endpoint({
  ...read,
  name: 'adminCommentsPaged',
  path: adminCommentsPagedRoute,
  summary: 'A further page of comments',
  params: adminCommentsParams,
  query: adminCommentsQuery,
  answer: v.array(adminCommentSchema),
  extras: pageExtras,
})
export const adminCommentHide = endpoint({
  ...write,
  name: 'adminCommentHide',
  doc: {
    request: 'form `hidden` (`true` or `false`), `csrf_token`',
    answer:
      '`{id, hidden}`: a hidden comment (and its replies) is shown to no one but admins; audited as `comment.hide` or `comment.unhide`; unknown comment 404',
  },
  path: adminCommentHideRoute,
  summary: 'Hides a comment from everyone but admins, or shows it again, audited',
  params: commentParams,
  body: formBody(adminCommentHideForm),
  answer: adminCommentHideAnswer,
})
export const adminCommentDelete = endpoint({
  ...write,
  name: 'adminCommentDelete',
  doc: {
    request: '`csrf_token`',
    answer:
      '`{id, deleted: true}`: the comment and its replies are gone; audited as `comment.delete` (its text kept in the log); unknown comment 404',
  },
  path: adminCommentDeleteRoute,
  summary: 'Deletes a comment and its replies, audited',
  params: commentParams,
  body: formBody(adminCommentForm),
  answer: commentDeleteAnswer,
})
export const adminCommentDismiss = endpoint({
  ...write,
  name: 'adminCommentDismiss',
  doc: {
    request: '`csrf_token`',
    answer:
      '`{id, hidden}`: its reports are dismissed (the comment stays as it is and leaves the top of the list); audited as `comment.dismiss-reports`; unknown comment 404',
  },
  path: adminCommentDismissRoute,
  summary: "Dismisses a comment's reports, audited",
  params: commentParams,
  body: formBody(adminCommentForm),
  answer: adminCommentHideAnswer,
})
export const adminCommentMute = endpoint({
  ...write,
  name: 'adminCommentMute',
  doc: {
    request: 'form `muted` (`true` or `false`), `csrf_token`',
    answer:
      "`{id, muted}`: a muted member's comments are refused (403) until an admin lets them comment again; audited as `member.comment-mute` or `member.comment-unmute`; unknown member 404",
  },
  path: adminCommentMuteRoute,
  summary: 'Mutes a member from commenting, or lets them comment again, audited',
  params: commentParams,
  body: formBody(adminCommentMuteForm),
  answer: adminCommentMuteAnswer,
})
export const adminCommentWords = endpoint({
  ...read,
  name: 'adminCommentWords',
  doc: { answer: '`{words}`: the words and phrases refused in comments, as admins wrote them' },
  path: adminCommentWordsRoute,
  summary: 'The words refused in comments',
  answer: commentWordsSchema,
})
export const adminCommentWordsSave = endpoint({
  ...write,
  name: 'adminCommentWordsSave',
  doc: {
    request: `JSON \`{words: string[], csrf_token}\` (at most ${COMMENT_WORDS_MAX}, each one line of 1–${COMMENT_WORD_MAX} characters)`,
    answer:
      '`{words}` as kept (each once). A comment holding one of them as a word of its own, compared in NFKC, in lower case and without invisible characters, is refused with a sentence that names it; within seconds on every server. Audited as `site.comment-words`',
  },
  path: adminCommentWordsRoute,
  summary: 'Sets the words refused in comments, audited',
  body: jsonBody(commentWordsBody),
  answer: commentWordsSchema,
})

export const adminCommentEndpoints = [
  adminComments,
  adminCommentsPaged,
  adminCommentHide,
  adminCommentDelete,
  adminCommentDismiss,
  adminCommentMute,
  adminCommentWords,
  adminCommentWordsSave,
]
