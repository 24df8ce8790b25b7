import * as v from 'valibot'
import { LIBRARY_CHANGES_MAX, MAX_ID } from '../limits.ts'
import { shelves } from '../shelves.ts'
import { postCardSchema } from './cards.ts'
import { lenientArray } from './envelope.ts'
import { csrfField } from './member-rules.ts'
import { atMostItems, oneOf, reasons, say, wholeNumberFrom } from './reasons.ts'

/*
 * The member's library on the server (issue 24): what a device sends (`librarySyncBody`, which the
 * server validates) and what it gets back (`librarySyncAnswer`, which the app reads). Every entry
 * carries `at`, the device's time of the change in ms: per entry the newest change wins.
 */

/**
 * The lists a device changes; likes follow the like call (the likes table), not this one. `followed`:
 * the posts whose new chapters the member is told of; `shelf`: the one reading list a post is on.
 */
export const syncedLists = ['saved', 'history', 'followed', 'shelf'] as const
export type SyncedList = (typeof syncedLists)[number]

const wholeFrom = (min: number, max: number) =>
  v.pipe(
    v.number(say(reasons.number)),
    v.integer(say(reasons.wholeNumber)),
    v.minValue(min, say(wholeNumberFrom(min, max))),
    v.maxValue(max, say(wholeNumberFrom(min, max))),
  )
const postId = wholeFrom(1, MAX_ID)
/** A time in ms since 1970; the server takes a time later than its own clock as its own now. */
const at = wholeFrom(0, Number.MAX_SAFE_INTEGER)
const chapterIndex = wholeFrom(0, MAX_ID)
const fraction = v.pipe(
  v.number(say(reasons.number)),
  v.minValue(0, say({ vi: 'phải từ 0 đến 1', en: 'must be from 0 to 1' })),
  v.maxValue(1, say({ vi: 'phải từ 0 đến 1', en: 'must be from 0 to 1' })),
)
/** A film's time or length in seconds, up to a day and a half. */
const seconds = v.pipe(
  v.number(say(reasons.number)),
  v.minValue(0, say({ vi: 'phải từ 0 đến 129600', en: 'must be from 0 to 129600' })),
  v.maxValue(129_600, say({ vi: 'phải từ 0 đến 129600', en: 'must be from 0 to 129600' })),
)

const shelf = v.picklist(shelves, say(oneOf(shelves)))

/**
 * A post saved, viewed, followed or put on a reading list (`removed: false`), or taken out of the
 * list (`removed: true`). A post put on a reading list names it (`shelf`); on the other lists it has none.
 */
export const libraryChangeSchema = v.pipe(
  v.object({
    list: v.picklist(syncedLists, say(oneOf(syncedLists))),
    id: postId,
    at,
    removed: v.optional(v.boolean(say(reasons.trueOrFalse)), false),
    /** The chapter last opened (history): what 'continue' opens. */
    chapter: v.optional(chapterIndex),
    shelf: v.optional(shelf),
  }),
  v.forward(
    v.check(
      (change) => (change.list === 'shelf' && !change.removed) === (change.shelf !== undefined),
      say({
        vi: 'chỉ có và phải có khi đặt vào một danh sách đọc',
        en: 'is named when a post is put on a reading list, and only then',
      }),
    ),
    ['shelf'],
  ),
)
export type LibraryChange = v.InferOutput<typeof libraryChangeSchema>

/**
 * Where a chapter was left (a page, or how far it was scrolled), or a film's episode (`t` seconds of
 * `d`). A union rather than a variant by `kind`: the app's first script has valibot's union already.
 */
export const positionSchema = v.union(
  [
    v.object({
      kind: v.literal('chapter'),
      post: postId,
      index: chapterIndex,
      at,
      page: v.optional(wholeFrom(1, MAX_ID)),
      fraction: v.optional(fraction),
    }),
    v.object({
      kind: v.literal('film'),
      post: postId,
      index: chapterIndex,
      at,
      t: seconds,
      d: v.optional(seconds),
    }),
  ],
  say(oneOf(['chapter', 'film'])),
)
export type SyncedPosition = v.InferOutput<typeof positionSchema>

const atMost = (what: { vi: string; en: string }) => say(atMostItems(LIBRARY_CHANGES_MAX, what))

/** `POST /library/sync/`: a batch of changes (either list may be left out), with the write's CSRF token. */
export const librarySyncBody = v.object({
  csrf_token: csrfField,
  changes: v.optional(
    v.pipe(
      v.array(libraryChangeSchema, say(reasons.list)),
      v.maxLength(LIBRARY_CHANGES_MAX, atMost({ vi: 'thay đổi', en: 'changes' })),
    ),
    [],
  ),
  positions: v.optional(
    v.pipe(
      v.array(positionSchema, say(reasons.list)),
      v.maxLength(LIBRARY_CHANGES_MAX, atMost({ vi: 'vị trí', en: 'positions' })),
    ),
    [],
  ),
})

/**
 * A post of the member's library: its card as the database has it now, and when it was added. A
 * followed or shelved post also says when its last chapter came (`updated`, ms) and how many chapters
 * come after the furthest one the member read (`unread`).
 */
const syncedPostSchema = v.object({
  ...postCardSchema.entries,
  at: v.number(),
  chapter: v.optional(v.number()),
  shelf: v.optional(v.fallback(v.picklist(shelves), 'reading')),
  updated: v.optional(v.number()),
  unread: v.optional(v.number()),
})
export type SyncedPost = v.InferOutput<typeof syncedPostSchema>

/** The member's library, newest first in each list. One post or position this version cannot read is left out alone. */
export const librarySyncAnswer = v.object({
  saved: lenientArray(syncedPostSchema),
  history: lenientArray(syncedPostSchema),
  liked: lenientArray(syncedPostSchema),
  // Servers older than the reading lists send neither.
  followed: v.optional(lenientArray(syncedPostSchema), []),
  shelves: v.optional(lenientArray(syncedPostSchema), []),
  positions: lenientArray(positionSchema),
})
export type SyncedLibrary = v.InferOutput<typeof librarySyncAnswer>
