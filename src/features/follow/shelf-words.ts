import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Posttype } from '../../contract/posttypes.ts'
import type { Shelf } from '../../contract/shelves.ts'

/** The reading lists' names for what is read (MangaDex's words, issue 49). */
const readWords: Record<Shelf, MessageDescriptor> = {
  reading: msg({ message: 'Reading', context: 'reading list' }),
  plan: msg({ message: 'Plan to read', context: 'reading list' }),
  completed: msg({ message: 'Completed', context: 'reading list' }),
  on_hold: msg({ message: 'On hold', context: 'reading list' }),
  dropped: msg({ message: 'Dropped', context: 'reading list' }),
  rereading: msg({ message: 'Re-reading', context: 'reading list' }),
}

/** …and for films, which are watched. */
const watchWords: Record<Shelf, MessageDescriptor> = {
  reading: msg({ message: 'Watching', context: 'watch list' }),
  plan: msg({ message: 'Plan to watch', context: 'watch list' }),
  completed: msg({ message: 'Completed', context: 'watch list' }),
  on_hold: msg({ message: 'On hold', context: 'watch list' }),
  dropped: msg({ message: 'Dropped', context: 'watch list' }),
  rereading: msg({ message: 'Re-watching', context: 'watch list' }),
}

export const shelfWords = (posttype: Posttype | 'any') => (posttype === 'movie' ? watchWords : readWords)
