import * as v from 'valibot'
import { type ListSort, listSortSchema, listSorts } from '../../contract/sorts.ts'

/** Trending: what is watched and read the most today. */
export const DEFAULT_LIST_SORT: ListSort = listSorts[0]

export const isListSort = (value: unknown): value is ListSort => v.is(listSortSchema, value)
