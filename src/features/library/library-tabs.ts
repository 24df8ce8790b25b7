import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Posttype } from '../../contract/posttypes.ts'

import { type LibraryTab, libraryTabs } from './library-search.ts'

export { type LibrarySearch, type LibraryTab, librarySearchSchema, libraryTabs } from './library-search.ts'

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

/** The tab a page opens on when its address names none: the first with posts, else Phim. */
export const openingTab = (posts: readonly { posttype: Posttype }[]): LibraryTab =>
  libraryTabs.find((tab) => posts.some(inTab(tab))) ?? libraryTabs[0]
