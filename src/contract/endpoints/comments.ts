import * as v from 'valibot'
import { commentDeleteRoute, commentLikeRoute, commentReportRoute, commentsRoute } from '../comment-paths.ts'
import { COMMENT_MAX, COMMENT_REASON_MAX, COMMENT_REPLIES_SHOWN, COMMENTS_PAGE_SIZE } from '../comments.ts'
import {
  commentBody,
  commentCsrfBody,
  commentLikeBody,
  commentParams,
  commentReportBody,
  commentsParams,
  commentsQuery,
} from '../schemas/comment-requests.ts'
import {
  commentDeleteAnswer,
  commentLikeAnswer,
  commentReportAnswer,
  commentSchema,
  commentsExtras,
  commentWritten,
} from '../schemas/comments.ts'
import { type BodyRule, endpoint, formBody, type Schema } from './endpoint.ts'

/*
 * Comments on a chapter or a film's episode (issue 49): visitors read them, members write, reply one
 * level deep, like and report. A module of their own: they load with the comments' code, never
 * with a reader's or a detail page's first screen.
 */
const area = 'comments'

/** A comment's body: its refusals are whole sentences in the address's language, shown as they are. */
const commentForm = <S extends Schema>(schema: S): BodyRule<S> => ({
  schema,
  as: 'form',
  errors: 'sentences',
})

/** A member's write: the session, the CSRF token in the body, the comments' write limit; never kept. */
const write = {
  area,
  access: 'member',
  method: 'POST',
  csrf: 'body',
  limit: 'comment',
  cache: { kind: 'no-store', vary: 'Authorization' },
} as const

export const comments = endpoint({
  name: 'comments',
  doc: {
    request: '`/posts/comments/{posttype}/{id}/{chapterIndex}/[?page=n]` (`posttype` movie, comic or novel)',
    answer: `\`[{id, body, created_at, author: {name, avatar: Image|null}, like_count, is_liked, is_mine, replies: [{…the same but replies}], reply_count}]\` (top-level comments, ${COMMENTS_PAGE_SIZE} a page, newest first; at most ${COMMENT_REPLIES_SHOWN} replies each, oldest first), \`is_next\`, \`paged\`, \`total\` (every comment shown, replies included). Hidden comments (and replies to them) are left out. \`is_liked\`/\`is_mine\` say what the session's member did (false for a visitor). Never kept (\`no-store\`, varies with Authorization); unknown or unpublished post, or a chapter it does not show: 404`,
  },
  area,
  method: 'GET',
  path: commentsRoute,
  summary: "A chapter's or an episode's comments with their replies, newest first; visitors read them",
  params: commentsParams,
  query: commentsQuery,
  answer: v.array(commentSchema),
  extras: commentsExtras,
  session: 'optional',
  cache: { kind: 'no-store', vary: 'Authorization' },
})

export const commentWrite = endpoint({
  ...write,
  name: 'commentWrite',
  doc: {
    request: `\`body\` (plain text, line breaks kept, spoilers between \`||\`; 1–${COMMENT_MAX} characters after NFC), \`parent_id\` (optional: the comment replied to, itself not a reply), \`csrf_token\``,
    answer:
      "201 `{id, body, created_at, author, like_count, is_liked, is_mine, parent_id}`. Refused with a sentence in the address's language (400): too long, control, text direction or invisible characters (an emoji's joiners pass), marks piled on a letter, a link from an account less than a day old, a word of the admins' list; a reply to a reply; muted by an admin: 403; visitor 401; limited per member and per address (429)",
  },
  path: commentsRoute,
  summary: 'Writes a comment (or a reply one level deep) on a chapter or an episode; members only',
  params: commentsParams,
  body: commentForm(commentBody),
  answer: commentWritten,
  status: 201,
})

export const commentLike = endpoint({
  ...write,
  name: 'commentLike',
  doc: {
    request: '`like` (`1` like, `2` take it back), `csrf_token`',
    answer: '`{id, like_count, is_liked}`: once per member; a hidden or unknown comment 404',
  },
  path: commentLikeRoute,
  summary: 'Likes a comment, or takes the like back; once per member',
  params: commentParams,
  body: formBody(commentLikeBody),
  answer: commentLikeAnswer,
  limit: 'like',
})

export const commentReport = endpoint({
  ...write,
  name: 'commentReport',
  doc: {
    request: `\`reason\` (optional, one line of at most ${COMMENT_REASON_MAX}), \`csrf_token\``,
    answer:
      "`{id, reported: true}`: counted once per member (a second report changes nothing); admins see the most reported first. One's own comment: 400; a hidden or unknown comment 404",
  },
  path: commentReportRoute,
  summary: 'Reports a comment to the admins; once per member',
  params: commentParams,
  body: formBody(commentReportBody),
  answer: commentReportAnswer,
})

export const commentDelete = endpoint({
  ...write,
  name: 'commentDelete',
  doc: {
    request: '`csrf_token`',
    answer: "`{id, deleted: true}`: the member's own comment, with its replies; another's: 404",
  },
  path: commentDeleteRoute,
  summary: "Deletes one of the member's own comments, with its replies",
  params: commentParams,
  body: formBody(commentCsrfBody),
  answer: commentDeleteAnswer,
})

export const commentEndpoints = [comments, commentWrite, commentLike, commentReport, commentDelete]
