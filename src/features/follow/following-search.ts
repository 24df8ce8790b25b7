import * as v from 'valibot'
import { shelves } from '../../contract/shelves.ts'

/** The saved page's other tabs: the followed posts, then each reading list. */
export const followingTabs = ['followed', ...shelves] as const
export type FollowingTab = (typeof followingTabs)[number]
export const followingSorts = ['updated', 'added'] as const
export type FollowingSort = (typeof followingSorts)[number]

/**
 * The tab and the order, from the saved page's address (`?list=reading&sort=added`): anything else
 * reads as the followed posts, last updated first.
 */
export const followingTab = (list: string | undefined): FollowingTab =>
  v.is(v.picklist(followingTabs), list) ? list : 'followed'
export const followingSort = (sort: string | undefined): FollowingSort =>
  v.is(v.picklist(followingSorts), sort) ? sort : 'updated'
