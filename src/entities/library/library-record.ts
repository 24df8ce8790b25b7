import * as v from 'valibot'
import { postCardSchema } from '../../contract/schemas/cards.ts'
import { lenientArray } from '../../contract/schemas/envelope.ts'
import { shelves } from '../../contract/shelves.ts'

/** A post as the library keeps it: the card, plus when it was seen or saved and whether it was liked. */
const libraryPostSchema = v.object({
  ...postCardSchema.entries,
  isLike: v.optional(v.boolean(), false),
  at: v.optional(v.number(), 0),
  /** The chapter last opened in a reader (comics, novels) or the episode last played (films), so the home row can continue there. */
  chapter: v.optional(v.number()),
  /** The title in each language it was seen in, so the library speaks the reader's language. */
  titles: v.optional(v.record(v.string(), v.string()), {}),
  /** On the reading lists: which one. */
  shelf: v.optional(v.fallback(v.picklist(shelves), 'reading')),
  /** Followed and shelved posts, as the server last counted: when the last chapter came (ms), and how many are unread. */
  updated: v.optional(v.number()),
  unread: v.optional(v.number()),
})
export type LibraryPost = v.InferOutput<typeof libraryPostSchema>

/** Each list read post by post (lenientArray): a post this version cannot read is left out alone. */
const list = v.fallback(lenientArray(libraryPostSchema), [])
/**
 * Followed and shelved posts (issue 49) are optional: the first screen's empty library names only the
 * three lists it has always had, and every reader of the two new ones takes a missing one as empty.
 */
const librarySchema = v.object({
  viewedHistory: list,
  savedPosts: list,
  likedPosts: list,
  followedPosts: v.optional(list),
  shelvedPosts: v.optional(list),
})
export type Library = v.InferOutput<typeof librarySchema>
const lists = ['viewedHistory', 'savedPosts', 'likedPosts', 'followedPosts', 'shelvedPosts'] as const

/**
 * The library in a stored record, read post by post: a post this version cannot read (another
 * version's shape, an interrupted write, an edit by hand) is left out and the others are kept; a
 * list that is not a list reads as empty. `repaired` says whether anything was left out, so the
 * record is written again once.
 */
export function readLibraryRecord(stored: unknown): { library: Library; repaired: boolean } {
  if (stored === undefined)
    return { library: { viewedHistory: [], savedPosts: [], likedPosts: [] }, repaired: false }
  const post = (stored as { post?: unknown } | null)?.post
  const readable = typeof post === 'object' && post !== null && !Array.isArray(post)
  const slice = (readable ? post : {}) as Record<string, unknown>
  const read = v.parse(librarySchema, slice)
  const changed = (name: (typeof lists)[number]) => {
    const raw = slice[name]
    return raw !== undefined && (!Array.isArray(raw) || raw.length !== (read[name]?.length ?? 0))
  }
  return { library: read, repaired: !readable || lists.some(changed) }
}
