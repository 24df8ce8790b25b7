import * as v from 'valibot'
import type { Posttype } from '../posttypes.ts'
import { oneOf, say, wholeNumberFrom } from './reasons.ts'
import { idParam, pageParam, searchText, slugParam } from './requests.ts'

/*
 * What reader apps send through their doors (OPDS catalogues, page streaming): the server checks
 * every address and query with these, as it does the app's calls.
 */

/** What reader apps read: comics and novels. Films and games do not fit OPDS and are left out. */
export const readablePosttypes = ['comic', 'novel'] as const satisfies readonly Posttype[]
export type ReadablePosttype = (typeof readablePosttypes)[number]

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
