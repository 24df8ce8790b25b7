import * as v from 'valibot'
import { posttypeSchema } from '../posttypes.ts'
import { imageSchema } from './cards.ts'
import { pageExtras } from './envelope.ts'

/*
 * What the comments' calls answer (docs/api.md, Comments): the app reads them with these, loaded
 * with the comments' own code only.
 */

/** Who wrote a comment, as everyone sees them: their username when they chose one, else their name. */
export const commentAuthor = v.object({ name: v.string(), avatar: v.nullable(imageSchema) })

const commentEntries = {
  id: v.number(),
  /** Plain text: line breaks as `\n`, spoilers between `||`; never HTML. */
  body: v.string(),
  created_at: v.string(),
  author: commentAuthor,
  like_count: v.number(),
  /** Whether the member asking liked it (false for a visitor). */
  is_liked: v.boolean(),
  /** Whether the member asking wrote it (false for a visitor). */
  is_mine: v.boolean(),
}

/** A reply: under a comment, never under another reply. */
export const commentReply = v.object(commentEntries)
export type CommentReply = v.InferOutput<typeof commentReply>

/** A top-level comment, with its replies (oldest first) and how many there are in all. */
export const commentSchema = v.object({
  ...commentEntries,
  replies: v.array(commentReply),
  reply_count: v.number(),
})
export type Comment = v.InferOutput<typeof commentSchema>

/** A page of comments carries, beside `is_next` and its number, how many comments the chapter has in all. */
export const commentsExtras = v.object({ ...pageExtras.entries, total: v.number() })

/** `POST /posts/comments/…`: the comment as kept (a reply has no replies of its own). */
export const commentWritten = v.object({ ...commentEntries, parent_id: v.nullable(v.number()) })

export const commentLikeAnswer = v.object({ id: v.number(), like_count: v.number(), is_liked: v.boolean() })
export const commentReportAnswer = v.object({ id: v.number(), reported: v.literal(true) })
export const commentDeleteAnswer = v.object({ id: v.number(), deleted: v.literal(true) })

/** A comment as admins see it: with its post, author (and whether they are muted), reports and state. */
export const adminCommentSchema = v.object({
  id: v.number(),
  body: v.string(),
  created_at: v.string(),
  parent_id: v.nullable(v.number()),
  chapter_index: v.number(),
  like_count: v.number(),
  report_count: v.number(),
  /** The reasons reporters gave (newest first, at most five). */
  reasons: v.array(v.string()),
  hidden_at: v.nullable(v.string()),
  post: v.object({
    id: v.number(),
    slug: v.string(),
    posttype: posttypeSchema,
    title: v.object({ vi: v.string(), en: v.string() }),
  }),
  member: v.object({ id: v.number(), name: v.string(), email: v.string(), muted: v.boolean() }),
})
export type AdminComment = v.InferOutput<typeof adminCommentSchema>

export const adminCommentHideAnswer = v.object({ id: v.number(), hidden: v.boolean() })
export const adminCommentMuteAnswer = v.object({ id: v.number(), muted: v.boolean() })
/** The words refused in comments, as admins wrote them. */
export const commentWordsSchema = v.object({ words: v.array(v.string()) })
