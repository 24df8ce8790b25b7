import * as v from 'valibot'
import {
  COMMENT_MAX,
  COMMENT_REASON_MAX,
  COMMENT_WORD_MAX,
  COMMENT_WORDS_MAX,
  type CommentProblem,
  commentProblem,
  commentText,
} from '../comments.ts'
import { posttypes } from '../posttypes.ts'
import { hasLoneSurrogate } from '../typed-text.ts'
import { lineOfText } from './admin-text.ts'
import { csrfField } from './member-rules.ts'
import { atMostItems, oneOf, type Reason, reasons, say } from './reasons.ts'
import { idParam, pageParam } from './requests.ts'

/*
 * What the comments' calls take (docs/api.md, Comments): read by the server only. A comment's
 * refusals are whole sentences in the address's language, which the app shows as they are.
 */

/** Comments are on a chapter of a comic or a novel, or an episode of a film; a game has none. */
export const commentPosttypes = posttypes.filter((posttype) => posttype !== 'game')

/** `/posts/comments/{posttype}/{id}/{chapterIndex}/` */
export const commentsParams = v.object({
  posttype: v.picklist(commentPosttypes, say(oneOf(commentPosttypes))),
  id: idParam,
  chapterIndex: idParam,
})

/** `?page=`: a page of a chapter's comments, newest first. */
export const commentsQuery = v.object({ page: v.optional(pageParam, '1') })

/** `/comments/{id}/…`, `/admin/comments/{id}/…` */
export const commentParams = v.object({ id: idParam })

/** Why a comment is refused, in each language: whole sentences, shown to the writer as they are. */
export const commentProblems: Record<CommentProblem, Reason> = {
  empty: { vi: 'Bình luận không được để trống.', en: 'The comment must not be empty.' },
  tooLong: {
    vi: `Bình luận chỉ được có tối đa ${COMMENT_MAX} ký tự.`,
    en: `The comment must be at most ${COMMENT_MAX} characters.`,
  },
  invalid: {
    vi: 'Bình luận có ký tự không hợp lệ.',
    en: 'The comment holds invalid characters.',
  },
  control: {
    vi: 'Bình luận không được chứa ký tự điều khiển.',
    en: 'The comment must not contain control characters.',
  },
  direction: {
    vi: 'Bình luận không được chứa ký tự đổi chiều văn bản.',
    en: 'The comment must not contain text direction characters.',
  },
  invisible: {
    vi: 'Bình luận không được chứa ký tự vô hình.',
    en: 'The comment must not contain invisible characters.',
  },
  marks: {
    vi: 'Bình luận có quá nhiều dấu chồng lên một chữ.',
    en: 'The comment stacks too many marks on one letter.',
  },
}

/** The text of a comment: kept as commentText makes it, refused as commentProblem says. */
export const commentBodyText = v.pipe(
  v.optional(v.string(), ''),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const sent = dataset.value
    // Far too long is refused before any work on it; a lone surrogate before NFC could hide it.
    const text = sent.length > COMMENT_MAX * 8 || hasLoneSurrogate(sent) ? undefined : commentText(sent)
    const problem =
      text === undefined ? (hasLoneSurrogate(sent) ? 'invalid' : 'tooLong') : commentProblem(text)
    if (text !== undefined && problem === undefined) return text
    addIssue({ message: say(commentProblems[problem ?? 'invalid']) })
    return NEVER
  }),
)

const parentMessage = say({
  vi: 'Bình luận được trả lời không hợp lệ.',
  en: 'The comment replied to is not valid.',
})

/** `POST /posts/comments/{posttype}/{id}/{chapterIndex}/`: the comment, and the one it replies to. */
export const commentBody = v.object({
  body: commentBodyText,
  parent_id: v.optional(
    v.pipe(
      v.string(parentMessage),
      v.transform((text) => text.trim()),
      v.check((text) => text === '' || /^[1-9]\d{0,9}$/.test(text), parentMessage),
      v.transform((text) => (text === '' ? undefined : Number(text))),
      v.check((id) => id === undefined || id <= 2147483647, parentMessage),
    ),
  ),
  csrf_token: csrfField,
})

/** `POST /comments/{id}/like/`: `1` likes, `2` takes the like back (as a post's like). */
export const commentLikeBody = v.object({
  like: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(
      ['1', '2'],
      say({ vi: 'phải là 1 (thích) hoặc 2 (bỏ thích)', en: 'must be 1 (like) or 2 (take the like back)' }),
    ),
  ),
  csrf_token: csrfField,
})

/** `POST /comments/{id}/report/`: why, optionally (one line). */
export const commentReportBody = v.object({
  reason: v.optional(
    v.pipe(
      v.string(say(reasons.text)),
      v.transform((text) => text.normalize('NFC').trim()),
      v.check(
        (text) => text === '' || v.is(lineOfText(COMMENT_REASON_MAX), text),
        say({
          vi: `phải là một dòng văn bản, tối đa ${COMMENT_REASON_MAX} ký tự`,
          en: `must be one line of at most ${COMMENT_REASON_MAX} characters`,
        }),
      ),
    ),
    '',
  ),
  csrf_token: csrfField,
})

/** The writes that carry nothing but their anti-forgery token (a member deleting their comment). */
export const commentCsrfBody = v.object({ csrf_token: csrfField })

/** Which comments the admin lists: every one (reported first), the reported only, or the hidden. */
export const adminCommentFilters = ['all', 'reported', 'hidden'] as const
export type AdminCommentFilter = (typeof adminCommentFilters)[number]

export const adminCommentsParams = v.object({ page: v.optional(pageParam, '1') })
export const adminCommentsQuery = v.object({
  filter: v.optional(
    v.pipe(
      v.string(say(oneOf(adminCommentFilters))),
      v.transform((text) => text || 'all'),
      v.picklist(adminCommentFilters, say(oneOf(adminCommentFilters))),
    ),
    'all',
  ),
})

const trueOrFalse = v.pipe(
  v.optional(v.string(), ''),
  v.picklist(['true', 'false'], say(reasons.trueOrFalse)),
  v.transform((text) => text === 'true'),
)

/** `POST /admin/comments/{id}/hide/`: hidden (`true`) or shown again (`false`). */
export const adminCommentHideForm = v.object({ hidden: trueOrFalse, csrf_token: csrfField })
/** `POST /admin/members/{id}/comment-mute/`: muted (`true`) or let comment again (`false`). */
export const adminCommentMuteForm = v.object({ muted: trueOrFalse, csrf_token: csrfField })
/** The admin writes that carry only their token (a deletion, reports dismissed). */
export const adminCommentForm = v.object({ csrf_token: csrfField })

/** `POST /admin/comment-words/`: the words and phrases refused in comments, one line each. */
export const commentWordsBody = v.object({
  words: v.pipe(
    v.array(lineOfText(COMMENT_WORD_MAX), say(reasons.list)),
    v.maxLength(COMMENT_WORDS_MAX, say(atMostItems(COMMENT_WORDS_MAX))),
    // One of each, in the order typed.
    v.transform((words) => [...new Set(words)]),
  ),
  csrf_token: csrfField,
})
