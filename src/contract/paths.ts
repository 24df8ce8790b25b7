/**
 * Every API call's address, once. The server registers its routes with these patterns (Fastify's
 * `:name` parameters; one constant each, so the app's bundles keep only those they use), the app
 * builds its requests from them: they cannot drift apart.
 */
export { confirmRegistrationRoute, forgotPasswordRoute, resetPasswordRoute } from './account-paths.ts'
export { apiUrl, homeIndexPath, homeIndexRoute, meRoute } from './shell-paths.ts'

export const dashboardRoute = '/home/:type/'
export const postDetailRoute = '/posts/detail/:posttype/:slug/'
export const chapterListRoute = '/posts/listchapter/:posttype/:postId/paged/:page/'
// No trailing slash: the path is written this way in the contract the app was built against.
export const chapterRoute = '/posts/chapter/:posttype/:postId/:chapterIndex'
export const chapterBySlugRoute = '/posts/chapter/:posttype/slug/:slug/:chapterIndex'
export const categoriesRoute = '/:posttype/lists/categories/'
export const listRoute = '/posts/lists/:posttype/'
export const listPagedRoute = '/posts/lists/:posttype/paged/:page/'
export const categoryListRoute = '/posts/lists/:posttype/:category/'
export const categoryListPagedRoute = '/posts/lists/:posttype/:category/paged/:page/'
export const actorRoute = '/posts/actor/:slug/'
export const actorPagedRoute = '/posts/actor/:slug/paged/:page/'
export const searchRoute = '/posts/search/'
export const searchPagedRoute = '/posts/search/paged/:page/'
export const searchSuggestRoute = '/posts/search/suggest/'
export const viewsRoute = '/posts/action/views/:posttype/:id/'
// No trailing slash on like: spec §7 writes it this way.
export const likeRoute = '/posts/action/like/:posttype/:id'
export const ratingRoute = '/posts/action/rating/:posttype/:id/'
export const memberStateRoute = '/posts/action/state/:posttype/:id/'
export const csrfRoute = '/auth/csrf_create/'
export const registerRoute = '/auth/register'
export const loginRoute = '/auth/login'
export const logoutRoute = '/auth/logout'

/** The names of a pattern's parameters: `'/a/:b/:c/'` has `'b' | 'c'`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A pattern with its parameters filled in. */
export const pathOf = <P extends string>(pattern: P, params: Record<ParamsOf<P>, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name as ParamsOf<P>]))

/**
 * Spec §7 `GET /home/{type}/`: a section's dashboard (or the search screen's), narrowed to one category
 * by the `category__{id}` filter of its tab.
 */
export const dashboardPath = (section: string, category?: number) =>
  pathOf(dashboardRoute, { type: section }) + (category === undefined ? '' : `?filter=category__${category}`)

/** Spec §7 `GET /posts/detail/{posttype}/{slug}/`: a detail page's post, and the readers' story. */
export const postDetailPath = (posttype: string, slug: string) => pathOf(postDetailRoute, { posttype, slug })

/** Spec §7 `GET /posts/chapter/{posttype}/{postId}/{index}`: a reader's chapter, a film's episode. */
export const chapterContentPath = (posttype: string, postId: number, index: number) =>
  pathOf(chapterRoute, { posttype, postId, chapterIndex: index })

/**
 * `GET /posts/chapter/{posttype}/slug/{slug}/{index}` (docs/api.md): a reader's chapter by the slug its
 * address names, with the post as a card: a reader opened from a link needs no other call.
 */
export const chapterBySlugPath = (posttype: string, slug: string, index: number) =>
  pathOf(chapterBySlugRoute, { posttype, slug, chapterIndex: index })

/** `GET /posts/listchapter/{posttype}/{postId}/paged/{page}/`: one page of a post's chapters. */
export const chapterListPath = (
  posttype: string,
  postId: number,
  page: number,
  order: 'asc' | 'desc' = 'asc',
) => `${pathOf(chapterListRoute, { posttype, postId, page })}${order === 'desc' ? '?order=desc' : ''}`

/** `GET /{posttype}/lists/categories/`: a post type's category tabs. */
export const categoriesPath = (posttype: string) => pathOf(categoriesRoute, { posttype })

const pagedPath = (page: number) => (page > 1 ? `paged/${page}/` : '')

/** Spec §7: `/posts/lists/{posttype}/[{category}/][paged/{n}/ when n>1]?sortby={sort}`. */
export const postListPath = (
  { posttype, category, sort }: { posttype: string; category?: string | undefined; sort: string },
  page: number,
) => `${pathOf(listRoute, { posttype })}${category ? `${category}/` : ''}${pagedPath(page)}?sortby=${sort}`

/** `GET /posts/actor/{slug}/[paged/{n}/]`: an actor's posts. */
export const actorPostsPath = (slug: string, page: number) =>
  `${pathOf(actorRoute, { slug })}${pagedPath(page)}`

/** `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (docs/api.md). */
export function searchPath(
  { q, filter, sort }: { q?: string | undefined; filter?: string | undefined; sort?: string | undefined },
  page: number,
) {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (filter) query.set('filter', `posttype__${filter}`)
  if (sort) query.set('sortby', sort)
  const search = query.size > 0 ? `?${query}` : ''
  return `${searchRoute}${pagedPath(page)}${search}`
}

/** `/posts/search/suggest/?q=` (docs/api.md): a few posts, people and categories as a query is typed. */
export const searchSuggestPath = (q: string) => `${searchSuggestRoute}?${new URLSearchParams({ q })}`

/**
 * Spec §7 `/posts/action/{views|like|rating}/{posttype}/{id}` and `/posts/action/state/…` (docs/api.md):
 * a call about one post, one of viewsRoute, likeRoute, ratingRoute and memberStateRoute.
 */
export const postActionPath = (
  route: typeof viewsRoute | typeof likeRoute | typeof ratingRoute | typeof memberStateRoute,
  posttype: string,
  id: number,
) => pathOf(route, { posttype, id })

/*
 * The member's own account (docs/api.md "Account"): every answer `no-store`, every write with the
 * CSRF token and the Bearer session.
 */
export const profileRoute = '/account/profile/'
export const avatarRoute = '/account/avatar/'
export const avatarDeleteRoute = '/account/avatar/delete/'
export const emailChangeRoute = '/account/email/'
export const passwordChangeRoute = '/account/password/'
export const accountSessionsRoute = '/account/sessions/'
export const sessionRevokeRoute = '/account/sessions/:id/revoke/'
export const otherSessionsRevokeRoute = '/account/sessions/others/revoke/'
export const accountExportRoute = '/account/export/'
export const accountDeleteRoute = '/account/delete/'
/** A post's reviews (ratings with text), newest first, each with its author's name and avatar. */
export const reviewsRoute = '/posts/reviews/:posttype/:id/'
/**
 * `GET` and `POST /library/sync/` (docs/api.md): the signed-in member's library (saved posts, history,
 * likes, reading and film positions) as the server keeps it, and a device's changes merged into it.
 */
export const librarySyncRoute = '/library/sync/'
