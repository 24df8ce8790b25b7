import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The two lists of the library that have a page of their own. */
export type LibraryList = 'viewedHistory' | 'savedPosts'

export const listTitles: Record<LibraryList, MessageDescriptor> = {
  viewedHistory: msg({ message: 'History', context: 'library page' }),
  savedPosts: msg({ message: 'Saved', context: 'library page' }),
}
