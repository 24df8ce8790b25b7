/**
 * Every API call's address, once. The server registers its routes with these patterns (Fastify's
 * `:name` parameters; one constant each, so the app's bundles keep only those they use), the app
 * builds its requests from them: they cannot drift apart.
 */
export {
  confirmRegistrationRoute,
  csrfRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  resetPasswordRoute,
} from './account-paths.ts'
export { appKeyRevokeRoute, appKeysRoute } from './app-key-paths.ts'
export { apiUrl, dashboardRoute, homeIndexPath, homeIndexRoute, meRoute } from './shell-paths.ts'

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

/** The names of a pattern's parameters: `'/a/:b/:c/'` has `'b' | 'c'`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A pattern with its parameters filled in. */
export const pathOf = <P extends string>(pattern: P, params: Record<ParamsOf<P>, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name as ParamsOf<P>]))

/** Spec §7 `GET /posts/detail/{posttype}/{slug}/`: a detail page's post, and the readers' story. */
export const postDetailPath = (posttype: string, slug: string) => pathOf(postDetailRoute, { posttype, slug })

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
/** The highest age rating the member sees: an admin's limit, and a lower one of their own. */
export const ownAgeLimitRoute = '/account/age-limit/'
/** A post's reviews (ratings with text), newest first, each with its author's name and avatar. */
export const reviewsRoute = '/posts/reviews/:posttype/:id/'
/**
 * The finder (spec §2, members only): members found by name or username, and one member's public
 * profile with their reviews, by username.
 */
export const finderMembersRoute = '/finder/members/'
export const finderMemberRoute = '/finder/members/:username/'
/**
 * `GET` and `POST /library/sync/` (docs/api.md): the signed-in member's library (saved posts, history,
 * likes, reading and film positions) as the server keeps it, and a device's changes merged into it.
 */
export const librarySyncRoute = '/library/sync/'
