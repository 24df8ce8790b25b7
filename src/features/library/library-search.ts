import * as v from 'valibot'

/** Spec §2: history and saved have three tabs; Truyện holds both comics and novels. */
export const libraryTabs = ['movie', 'comic', 'game'] as const
export type LibraryTab = (typeof libraryTabs)[number]

/**
 * The tab lives in the address (`?tab=comic`) so a reload or Back keeps it; without one (or with
 * anything else) the page opens on the first tab that has posts (openingTab in library-tabs.ts).
 * Apart from the tabs' names and rules, which only the history and saved screens use: the routes
 * need this in the app's first script.
 */
export const librarySearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(libraryTabs)), undefined),
  // The saved page's other lists (`?list=reading&sort=added`): read as they are here, and checked by
  // the lists' screen (features/follow), which loads late, with its names.
  list: v.fallback(v.optional(v.string()), undefined),
  sort: v.fallback(v.optional(v.string()), undefined),
})
export type LibrarySearch = v.InferOutput<typeof librarySearchSchema>
