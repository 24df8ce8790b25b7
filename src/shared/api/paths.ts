/**
 * The API addresses a page asks for first. The app fetches them, and the server names the same ones
 * in a page's first answer so the browser fetches them beside the app's script (server/http/page-hints.ts):
 * both build them here, where they cannot drift apart. Pure functions: the server imports this file.
 */

export const apiUrl = (language: string, path: string) => `/${language}/api/v1${path}`

/** Every page's first call: the language's home index (the menu comes with it). */
export const homeIndexPath = '/home/index/'

/**
 * Spec §7 `GET /home/{type}/`: a section's dashboard (or the search screen's), narrowed to one category
 * by the `category__{id}` filter of its tab.
 */
export const dashboardPath = (section: string, category?: number) =>
  `/home/${section}/${category === undefined ? '' : `?filter=category__${category}`}`

/** Spec §7 `GET /posts/detail/{posttype}/{slug}/`: a detail page's post, and the readers' story. */
export const postDetailPath = (posttype: string, slug: string) => `/posts/detail/${posttype}/${slug}/`

/** Spec §7 `GET /posts/chapter/{posttype}/{postId}/{index}`: a reader's chapter. */
export const chapterContentPath = (posttype: string, postId: number, index: number) =>
  `/posts/chapter/${posttype}/${postId}/${index}`

/**
 * `GET /posts/chapter/{posttype}/slug/{slug}/{index}` (docs/api.md): a reader's chapter by the slug its
 * address names, with the post as a card: a reader opened from a link needs no other call.
 */
export const chapterBySlugPath = (posttype: string, slug: string, index: number) =>
  `/posts/chapter/${posttype}/slug/${slug}/${index}`

/** `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (docs/api.md). */
export function searchPath(
  { q, filter, sort }: { q?: string | undefined; filter?: string | undefined; sort?: string | undefined },
  page: number,
) {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (filter) query.set('filter', `posttype__${filter}`)
  if (sort) query.set('sortby', sort)
  const paged = page > 1 ? `paged/${page}/` : ''
  const search = query.size > 0 ? `?${query}` : ''
  return `/posts/search/${paged}${search}`
}
