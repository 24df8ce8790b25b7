/**
 * The API addresses the app's first script calls (paths.ts names every other one and re-exports
 * these): apart, the first script carries neither the other addresses nor their builders, which only
 * the later screens use.
 */
export const homeIndexRoute = '/home/index/'
export const meRoute = '/auth/me'
/** A section's dashboard (spec §7 `GET /home/{type}/`), beside the home's. */
export const dashboardRoute = '/home/:type/'

export const apiUrl = (language: string, path: string) => `/${language}/api/v1${path}`

/** Every page's first call: the language's home index (the menu comes with it). */
export const homeIndexPath = homeIndexRoute
