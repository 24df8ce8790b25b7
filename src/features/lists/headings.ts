import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Posttype } from '../../contract/posttypes.ts'

/** The heading of a post type's list. */
export const listHeadings: Record<Posttype, MessageDescriptor> = {
  movie: msg({ message: 'Films', context: 'list heading' }),
  comic: msg({ message: 'Comics', context: 'list heading' }),
  novel: msg({ message: 'Novels', context: 'list heading' }),
  game: msg({ message: 'Games', context: 'list heading' }),
}
