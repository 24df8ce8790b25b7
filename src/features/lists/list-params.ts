import * as v from 'valibot'
import { posttypeSchema, posttypes } from '../../contract/posttypes.ts'
import { slugSchema } from '../../contract/schemas/slug.ts'
import { type ListSort, listSortSchema, listSorts } from '../../contract/sorts.ts'
import type { ListSource } from './api.ts'
import { DEFAULT_LIST_SORT } from './sorts.ts'

/**
 * The only lists the list screen may call: `/posts/lists/{posttype}/`. Anything else in the address
 * is dropped, so a crafted link can never make the app call another endpoint.
 */
const listApiSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^/posts/lists/(${posttypes.join('|')})/?$`)),
  v.transform((api) => v.parse(posttypeSchema, api.split('/')[3])),
)

/** The router reads `?category=2024` as a number: any plain value is taken as text, then checked. */
const categoryParam = v.pipe(v.union([v.string(), v.number()]), v.transform(String), slugSchema)

/** An optional search value: a wrong one is dropped rather than failing the page. */
const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/** `/list`'s search: the api path, the post type (also accepted as `type`), the sort and a category. */
export const listSearchSchema = v.object({
  api: optional(v.string()),
  posttype: optional(posttypeSchema),
  type: optional(posttypeSchema),
  sortby: optional(listSortSchema),
  category: optional(categoryParam),
})
export type ListSearch = v.InferOutput<typeof listSearchSchema>

/**
 * What `/list` shows, or null when its api is missing or not a list. The api names the post type,
 * so it wins over `posttype` and `type`: the category slugs must belong to the list they filter.
 */
export function listSourceOfSearch(search: ListSearch): ListSource | null {
  const parsed = v.safeParse(listApiSchema, search.api)
  if (!parsed.success) return null
  return { posttype: parsed.output, category: search.category, sort: search.sortby ?? DEFAULT_LIST_SORT }
}

/** A category page's and a view-more list's search: an optional sort and category. */
export const sortSearchSchema = v.object({ sortby: optional(listSortSchema) })
export const categorySearchSchema = v.object({ category: optional(categoryParam) })
/**
 * A person's page: all their works, or those of one role (`?role=author`). Which words are roles is
 * read where the page is drawn (roleOf), so the roles' list is not in every first load.
 */
export const personSearchSchema = v.object({ role: optional(v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/))) })

/**
 * `/{type}/{posttype}/lists`, the view-more target of dashboard lists: `type` is the post type and
 * `posttype` the sort key of the list, or `all` for the default (trending) order.
 */
export const viewMoreParamsSchema = v.object({
  type: posttypeSchema,
  posttype: v.picklist(['all', ...listSorts]),
})
export type ViewMoreSort = ListSort | 'all'

export const sortOfViewMore = (sort: ViewMoreSort): ListSort => (sort === 'all' ? DEFAULT_LIST_SORT : sort)

export const slugParamSchema = v.object({ slug: slugSchema })

/**
 * For a route's `params.parse`: checks the params with `schema` while the router matches the address.
 * A wrong value matches no route, so the address shows the 404 page.
 */
export function parseParamsOr404<
  P extends Record<string, string>,
  S extends v.GenericSchema<unknown, object>,
>(schema: S, params: P): (Omit<P, keyof v.InferOutput<S>> & v.InferOutput<S>) | false {
  const parsed = v.safeParse(schema, params)
  return parsed.success ? { ...params, ...parsed.output } : false
}
