import * as v from 'valibot'
import { MAX_ID } from '../limits.ts'
import { postCardSchema } from './cards.ts'
import { lenientArray } from './envelope.ts'
import { reasons, say } from './reasons.ts'

/*
 * Updates (issue 49): new chapters and episodes of the posts a member follows, newest first. Its
 * limits live here, with the late code that uses them, not in limits.ts, which every page loads.
 */

/**
 * The chapters and episodes of followed posts that came in the last 90 days, 50 a page; what came
 * before the member followed a post is listed but never counted unread.
 */
export const UPDATES_DAYS = 90
export const UPDATES_PAGE = 50

/** Where the next page starts: the last update's time (ms) and chapter id, as the answer gave it. */
const notAPlace = say({ vi: 'không phải chỗ tiếp theo của danh sách', en: 'is not a place in the list' })
export const updatesCursor = v.pipe(
  v.string(say(reasons.text)),
  // A time up to the year 2286 and a chapter id the database can hold: never one that fails in it.
  v.regex(/^\d{1,13}_\d{1,10}$/, notAPlace),
  v.check((cursor) => Number(cursor.split('_')[1]) <= MAX_ID, notAPlace),
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
