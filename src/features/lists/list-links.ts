import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { isListSort } from './sorts.ts'

/**
 * The view-more page of a dashboard list: `/{lang}/{posttype}/{sort}/lists`, where sort is the
 * list's sort key, or `all` for the default order when the module names none (or an unknown one).
 */
export const viewMorePath = (language: Language, posttype: Posttype, sort?: string | null) =>
  `/${language}/${posttype}/${isListSort(sort) ? sort : 'all'}/lists`
