import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { listSorts } from '../../shared/api/sorts.ts'

export type ListSort = (typeof listSorts)[number]

/** Trending: what is watched and read the most today. */
export const DEFAULT_LIST_SORT: ListSort = 'views_day__desc'

export const listSortSchema = v.picklist(listSorts)

export const isListSort = (value: unknown): value is ListSort => v.is(listSortSchema, value)

export const listSortLabels: Record<ListSort, MessageDescriptor> = {
  views_day__desc: msg({ message: 'Trending', context: 'list sort' }),
  created_at__desc: msg({ message: 'Newest', context: 'list sort' }),
  updated_at__desc: msg({ message: 'Recently updated', context: 'list sort' }),
  like_count__desc: msg({ message: 'Most liked', context: 'list sort' }),
  views_week__desc: msg({ message: 'Popular this week', context: 'list sort' }),
  rating_total__desc: msg({ message: 'Top rated', context: 'list sort' }),
}
