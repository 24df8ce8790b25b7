import * as v from 'valibot'
import { postCardSchema } from './cards.ts'
import { lenientArray } from './envelope.ts'
import { reasons, say } from './reasons.ts'

/*
 * Updates (issue 49): new chapters and episodes of the posts a member follows, newest first.
 */

/** Where the next page starts: the last update's time (ms) and chapter id, as the answer gave it. */
export const updatesCursor = v.pipe(
  v.string(say(reasons.text)),
  v.regex(/^\d{1,16}_\d{1,10}$/, say({ vi: 'không phải chỗ tiếp theo của danh sách', en: 'is not a place in the list' })),
)

export const updatesQuery = v.object({ before: v.optional(updatesCursor) })

/** A chapter or episode that came: its post's card, its number and title, when it came, whether it was read. */
const updateSchema = v.object({
  post: postCardSchema,
  index: v.number(),
  title: v.string(),
  at: v.number(),
  read: v.boolean(),
})
export type Update = v.InferOutput<typeof updateSchema>

/** A page of updates; `unread` counts them all (not the page), `next` is the next page's cursor. */
export const updatesAnswer = v.object({
  updates: lenientArray(updateSchema),
  unread: v.number(),
  next: v.nullable(updatesCursor),
})
export type UpdatesAnswer = v.InferOutput<typeof updatesAnswer>
