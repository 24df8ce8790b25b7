import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import type { Posttype } from '../../contract/posttypes.ts'

/** Spec §2: history and saved have three tabs; Truyện holds both comics and novels. */
export const libraryTabs = ['movie', 'comic', 'game'] as const
export type LibraryTab = (typeof libraryTabs)[number]

export const tabPosttypes: Record<LibraryTab, readonly Posttype[]> = {
  movie: ['movie'],
  comic: ['comic', 'novel'],
  game: ['game'],
}

export const tabLabels: Record<LibraryTab, MessageDescriptor> = {
  movie: msg({ message: 'Films', context: 'library tab' }),
  comic: msg({ message: 'Stories', context: 'library tab' }),
  game: msg({ message: 'Games', context: 'library tab' }),
}

/** Where to find more of a tab's kind when it is empty. */
export const tabBrowsePaths: Record<LibraryTab, string> = {
  movie: 'movies',
  comic: 'comics',
  game: 'games',
}

export const inTab = (tab: LibraryTab) => (post: { posttype: Posttype }) =>
  tabPosttypes[tab].includes(post.posttype)

/**
 * The tab lives in the address (`?tab=comic`) so a reload or Back keeps it; without one (or with
 * anything else) the page opens on the first tab that has posts (openingTab).
 */
export const librarySearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(libraryTabs)), undefined),
})

/** The tab a page opens on when its address names none: the first with posts, else Phim. */
export const openingTab = (posts: readonly { posttype: Posttype }[]): LibraryTab =>
  libraryTabs.find((tab) => posts.some(inTab(tab))) ?? libraryTabs[0]
export type LibrarySearch = v.InferOutput<typeof librarySearchSchema>
