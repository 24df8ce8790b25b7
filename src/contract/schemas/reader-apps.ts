import * as v from 'valibot'
import type { Posttype } from '../posttypes.ts'
import type { Sort } from '../sorts.ts'
import { oneOf, say, wholeNumberFrom } from './reasons.ts'
import { idParam, pageParam, searchText, slugParam } from './requests.ts'

/*
 * What reader apps send through their doors (OPDS catalogues, page streaming): the server checks
 * every address and query with these, as it does the app's calls.
 */

/** What reader apps read: comics and novels. Films and games do not fit OPDS and are left out. */
export const readablePosttypes = ['comic', 'novel'] as const satisfies readonly Posttype[]
export type ReadablePosttype = (typeof readablePosttypes)[number]

/** A type's lists in the reader apps' catalogues (both OPDS versions), each a sort of the site's. */
export const feedLists = {
  new: 'created_at__desc',
  popular: 'views__desc',
  updated: 'updated_at__desc',
} as const satisfies Record<string, Sort>
export type FeedListName = keyof typeof feedLists
export const feedListNames = Object.keys(feedLists) as FeedListName[]

const readablePosttype = v.picklist(readablePosttypes, say(oneOf(readablePosttypes)))

/** `?page=` of a feed, from 1. */
export const feedQuery = v.object({ page: v.optional(pageParam, '1') })
/** `?q=&page=`: a search, the site's own. */
export const feedSearchQuery = v.object({ q: searchText, page: v.optional(pageParam, '1') })
/** A type's lists: `/{posttype}`, `/{posttype}/categories`… */
export const feedPosttypeParams = v.object({ posttype: readablePosttype })
/** A category's, a person's or a post's feed. */
export const feedSlugParams = v.object({ posttype: readablePosttype, slug: slugParam })
/** A chapter's file. */
export const feedChapterParams = v.object({ posttype: readablePosttype, slug: slugParam, index: idParam })

const PAGE_NUMBER_MAX = 9999
const pageNumberMessage = say(wholeNumberFrom(0, PAGE_NUMBER_MAX))
/** A streamed page: OPDS-PSE counts pages from 0. */
export const streamedPageParams = v.object({
  slug: slugParam,
  index: idParam,
  pageNumber: v.pipe(
    v.string(pageNumberMessage),
    v.regex(/^(0|[1-9]\d{0,3})$/, pageNumberMessage),
    v.transform(Number),
  ),
})
/**
 * `?width=`, the app's `{maxWidth}`. An app that does not fill the template sends it as it is
 * (`{maxWidth}`): that is no width, not an error, so the page still comes, at the widest.
 */
export const streamedPageQuery = v.object({
  width: v.optional(
    v.pipe(
      v.string(),
      v.transform((width) => (/^[1-9]\d{0,4}$/.test(width) ? Number(width) : undefined)),
    ),
  ),
})

/*
 * KOReader's progress sync (its kosync plugin's requests). A document is KOReader's fingerprint of a
 * file, written as its sync server accepts it; newer versions also name the file by other
 * identifiers, the document first.
 */
export const KOSYNC_DOCUMENT_PATTERN = /^[A-Za-z0-9_]{1,128}$/
const kosyncIdentifier = v.object({
  type: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  value: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9\-_.]{0,127}$/)),
})
export const KOSYNC_IDENTIFIERS_MAX = 8
export const kosyncProgressBody = v.object({
  document: v.pipe(v.string(), v.regex(KOSYNC_DOCUMENT_PATTERN)),
  /** A page ('12') in a comic or PDF, a place in the text (an XPointer) in a book. */
  progress: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  /** KOReader rounds; a little past 1 is still the end. */
  percentage: v.pipe(
    v.number(),
    v.minValue(0),
    v.transform((value) => Math.min(value, 1)),
  ),
  device: v.pipe(v.string(), v.maxLength(100)),
  device_id: v.optional(v.pipe(v.string(), v.maxLength(100))),
  identifiers: v.optional(
    v.pipe(v.array(kosyncIdentifier), v.minLength(1), v.maxLength(KOSYNC_IDENTIFIERS_MAX)),
  ),
})
/** `?ids=type:value,…`: the same identifiers on a read, which has no body. */
export const kosyncProgressQuery = v.object({
  ids: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(KOSYNC_IDENTIFIERS_MAX * 162),
      v.transform((ids) => ids.split(',').map((pair) => pair.split(':'))),
      v.check((pairs) => pairs.length <= KOSYNC_IDENTIFIERS_MAX && pairs.every((pair) => pair.length === 2)),
      v.transform((pairs) => pairs.map(([type, value]) => ({ type: type!, value: value! }))),
      v.array(kosyncIdentifier),
    ),
  ),
})

/*
 * OPDS Progression 1.0 (drafts.opds.io): an app's place in a publication, as a share of it read
 * (0 to 1), with the device that set it and when, refined by references (a comic's `#page=12`).
 */
export const PROGRESSION_REFERENCES_MAX = 16
const deviceText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
export const progressionDocument = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** ISO 8601; a time ahead of the server's clock counts as now, as every device's does. */
  modified: v.pipe(v.string(), v.isoTimestamp()),
  device: v.object({
    /** A URI (`urn:uuid:…`, an app's address). */
    id: v.pipe(deviceText(200), v.regex(/^[a-z][a-z0-9+.-]*:\S+$/i)),
    name: deviceText(100),
  }),
  progression: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  references: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(2000))), v.maxLength(PROGRESSION_REFERENCES_MAX)),
  ),
})
export type ProgressionDocument = v.InferOutput<typeof progressionDocument>
