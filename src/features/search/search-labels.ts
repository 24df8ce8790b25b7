import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Posttype } from '../../contract/posttypes.ts'
import type { SearchSort } from '../../contract/sorts.ts'

export const sortLabels: Record<SearchSort, MessageDescriptor> = {
  views__desc: msg({ message: 'Most viewed', context: 'search sort' }),
  like_count__desc: msg({ message: 'Most liked', context: 'search sort' }),
  created_at__desc: msg({ message: 'Newest', context: 'search sort' }),
  views_day__desc: msg({ message: 'Most viewed today', context: 'search sort' }),
  views_week__desc: msg({ message: 'Most viewed this week', context: 'search sort' }),
  rating_total__desc: msg({ message: 'Most stars', context: 'search sort' }),
  rating_bayes__desc: msg({ message: 'Top rated', context: 'search sort' }),
}

/** Spec §9's search type filters, in the order the filter shows them. */
export const searchFilters = ['movie', 'game', 'comic', 'novel'] as const satisfies readonly Posttype[]

export const filterLabels: Record<Posttype, MessageDescriptor> = {
  movie: msg({ message: 'Films', context: 'search filter' }),
  game: msg({ message: 'Games', context: 'search filter' }),
  comic: msg({ message: 'Comics', context: 'search filter' }),
  novel: msg({ message: 'Novels', context: 'search filter' }),
}
