import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ListSort } from '../../contract/sorts.ts'

/** The sort tabs' names. Apart from sorts.ts, which the routes' address rules need in the app's first script. */
export const listSortLabels: Record<ListSort, MessageDescriptor> = {
  views_day__desc: msg({ message: 'Trending', context: 'list sort' }),
  created_at__desc: msg({ message: 'Newest', context: 'list sort' }),
  updated_at__desc: msg({ message: 'Recently updated', context: 'list sort' }),
  like_count__desc: msg({ message: 'Most liked', context: 'list sort' }),
  views_week__desc: msg({ message: 'Popular this week', context: 'list sort' }),
  rating_total__desc: msg({ message: 'Most stars', context: 'list sort' }),
  rating_bayes__desc: msg({ message: 'Top rated', context: 'list sort' }),
}
