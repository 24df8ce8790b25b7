import * as v from 'valibot'
import { MAX_ID, MAX_PAGE, SEARCH_QUERY_MAX, SLUG_MAX, SLUG_PATTERN } from '../limits.ts'
import { dashboardSections, type Posttype, posttypes } from '../posttypes.ts'
import { listSorts, searchSorts } from '../sorts.ts'

/*
 * What each call's request may hold: its path parameters (text, checked and turned into what the
 * call needs) and its query. The server reads every request with these (server/http/validate.ts
 * `parse`); a failure's message names what is wrong ("Invalid page: must be…"). The app builds the
 * same requests with src/contract/paths.ts. Kept apart from the answers, which the app imports, so
 * the app's bundles carry none of it.
 */

/** A post type from the path. */
export const posttypeParam = v.picklist(posttypes, `must be one of ${posttypes.join(', ')}`)

/** Slugs are lower-case words joined by hyphens. */
export const slugParam = v.pipe(
  v.string('must be a slug'),
  v.maxLength(SLUG_MAX, `is too long (${SLUG_MAX} characters at most)`),
  v.regex(SLUG_PATTERN, 'must be lower-case letters, digits and hyphens'),
)

const pageMessage = `must be a whole number from 1 to ${MAX_PAGE}`
/** A page number from the path: "1".."1000". */
export const pageParam = v.pipe(
  v.string(pageMessage),
  v.regex(/^[1-9]\d{0,3}$/, pageMessage),
  v.transform(Number),
  v.maxValue(MAX_PAGE, pageMessage),
)

/** A database id from the path. */
export const idParam = v.pipe(
  v.string('must be a positive whole number'),
  v.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.maxValue(MAX_ID, 'is out of range'),
)

/** The `sortby` query parameter: absent or empty means the first (default) sort. */
const sortbyOf = <T extends readonly [string, ...string[]]>(sorts: T) => {
  const message = `must be one of ${sorts.join(', ')}`
  return v.optional(
    v.pipe(
      v.string(message),
      v.transform((value) => value || sorts[0]),
      v.picklist(sorts, message),
    ),
    sorts[0],
  )
}

export const listSortby = sortbyOf(listSorts)
export const searchSortby = sortbyOf(searchSorts)

/** `GET /posts/detail/{posttype}/{slug}/` */
export const postDetailParams = v.object({ posttype: posttypeParam, slug: slugParam })
/** `GET /posts/listchapter/{posttype}/{postId}/paged/{page}/` */
export const chapterListParams = v.object({ posttype: posttypeParam, postId: idParam, page: pageParam })
/** `GET /posts/chapter/{posttype}/{postId}/{chapterIndex}` */
export const chapterParams = v.object({ posttype: posttypeParam, postId: idParam, chapterIndex: idParam })

/** `GET /posts/lists/{posttype}/[{category}/][paged/{page}/]`; the category `related` lists a post's related posts. */
export const listParams = v.object({
  posttype: posttypeParam,
  category: v.optional(slugParam),
  page: v.optional(pageParam, '1'),
})
export const listQuery = v.object({ sortby: listSortby })
const relatedMessage = 'must be post_id__{id}, the post whose related posts to list'
export const relatedQuery = v.object({
  sortby: listSortby,
  filter: v.pipe(
    v.optional(v.string(relatedMessage), ''),
    v.regex(/^post_id__[1-9]\d{0,9}$/, relatedMessage),
    v.transform((filter) => Number(filter.slice('post_id__'.length))),
    v.maxValue(MAX_ID, relatedMessage),
  ),
})
/** `GET /posts/actor/{slug}/[paged/{page}/]?sortby=` */
export const actorParams = v.object({ slug: slugParam, page: v.optional(pageParam, '1') })
/** `GET /{posttype}/lists/categories/` */
export const categoriesParams = v.object({ posttype: posttypeParam })

/** `GET /posts/search/[paged/{page}/]?q=&filter=posttype__{type}&sortby=` */
export const searchPageParams = v.object({ page: v.optional(pageParam, '1') })
const posttypeFilterMessage = `must be posttype__ followed by one of ${posttypes.join(', ')}`
export const searchQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
    ),
    '',
  ),
  filter: v.optional(
    v.pipe(
      v.string(posttypeFilterMessage),
      v.regex(new RegExp(`^(posttype__(${posttypes.join('|')}))?$`), posttypeFilterMessage),
      v.transform((filter) => (filter ? (filter.slice('posttype__'.length) as Posttype) : undefined)),
    ),
  ),
  sortby: searchSortby,
})

/** `GET /home/{section}/?filter=category__{id}`: a section's (or search's) dashboard, maybe narrowed. */
export const sectionParams = v.object({
  type: v.picklist(dashboardSections, `must be one of ${dashboardSections.join(', ')}`),
})
const categoryFilterMessage = 'must be category__{id}'
export const sectionQuery = v.object({
  filter: v.optional(
    v.pipe(
      v.string(categoryFilterMessage),
      v.regex(/^(category__[1-9]\d{0,9})?$/, categoryFilterMessage),
      v.transform((filter) => (filter ? Number(filter.slice('category__'.length)) : undefined)),
      v.check((id) => id === undefined || id <= MAX_ID, categoryFilterMessage),
    ),
  ),
})

/** `/posts/action/{like|rating|views|state}/{posttype}/{id}`: what a call about one post names. */
export const postActionParams = v.object({ posttype: posttypeParam, id: idParam })
