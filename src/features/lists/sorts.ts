import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { type ListSort, listSortSchema, listSorts } from '../../contract/sorts.ts'

/** Trending: what is watched and read the most today. */
export const DEFAULT_LIST_SORT: ListSort = listSorts[0]

export const isListSort = (value: unknown): value is ListSort => v.is(listSortSchema, value)

export const listSortLabels: Record<ListSort, MessageDescriptor> = {
  views_day__desc: msg({ message: 'Trending', context: 'list sort' }),
  created_at__desc: msg({ message: 'Newest', context: 'list sort' }),
  updated_at__desc: msg({ message: 'Recently updated', context: 'list sort' }),
  like_count__desc: msg({ message: 'Most liked', context: 'list sort' }),
  views_week__desc: msg({ message: 'Popular this week', context: 'list sort' }),
  rating_total__desc: msg({ message: 'Top rated', context: 'list sort' }),
}
