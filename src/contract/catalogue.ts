import * as v from 'valibot'

/**
 * Whether visitors see a post. A post uploaded from the admin area starts unpublished, so it can be
 * put right before anyone sees it; demo and library posts are published as they arrive.
 */
export const postStatuses = ['published', 'unpublished'] as const
export type PostStatus = (typeof postStatuses)[number]
export const postStatusSchema = v.picklist(postStatuses)

/** Where a post came from: the demo catalogue, the library folder, or an upload in the admin area. */
export const postOrigins = ['demo', 'library', 'upload'] as const
export type PostOrigin = (typeof postOrigins)[number]
export const postOriginSchema = v.picklist(postOrigins)

/**
 * The fields of a post an admin can edit by hand. Each one edited is locked: the next rescan of the
 * library leaves it as the admin made it, until the admin releases the lock.
 */
export const lockablePostFields = [
  'title',
  'description',
  'categories',
  'people',
  'releaseYear',
  'readingMode',
  'feature',
  'banner',
  'ageRating',
] as const
export type LockablePostField = (typeof lockablePostFields)[number]
export const lockablePostFieldSchema = v.picklist(lockablePostFields)

/** The fields of a chapter an admin can edit by hand, locked the same way. */
export const lockableChapterFields = ['title', 'hidden', 'index'] as const
export type LockableChapterField = (typeof lockableChapterFields)[number]
export const lockableChapterFieldSchema = v.picklist(lockableChapterFields)
