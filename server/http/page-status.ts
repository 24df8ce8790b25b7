import { isLanguage } from '../../src/contract/languages.ts'
import { pageRoutes } from '../../src/contract/pages.ts'
import { apiUrl, chapterBySlugPath, postDetailPath } from '../../src/contract/paths.ts'
import { type BuiltRoute, decodedSegments, readBuild } from './app-routes.ts'
import type { ReadAnswer } from './page-hints.ts'

/**
 * The status of the shell that answers an address of the app: 404 for an address the app shows its
 * not-found screen on (no route of the app, a post or chapter the API does not show to visitors), so
 * search engines do not keep it, 200 otherwise. The route is found among the build's own routes
 * (app-routes.ts), and a post or chapter is asked of the API in-process, so a hidden or unpublished
 * post is missing here exactly when the API hides it (the public cache makes a repeat cheap).
 */
export function pageStatus(appDir: string, read: ReadAnswer): (url: string) => Promise<200 | 404> {
  const { router, routeCount } = readBuild(appDir)
  return async (url) => {
    // A build without its manifest cannot tell its routes: every page is answered as before.
    if (routeCount === 0) return 200
    const { pathname } = new URL(url, 'http://localhost')
    const segments = decodedSegments(pathname)
    if (!segments) return 404
    const [language] = segments
    // The root and an address in no language of the site are sent on by the app (to a home).
    if (language === undefined || !isLanguage(language)) return 200
    // A language's home is drawn by the app's own script, so the build names no route file for it.
    if (segments.length === 1) return 200
    const found = router.find('GET', pathname)
    if (!found) return 404
    const route = pageRoutes[(found.store as BuiltRoute).id]
    const { slug, chapterIndex } = found.params as Record<string, string | undefined>
    if (!route?.posttype || !slug) return 200
    // The API is asked as a browser would send the address (a slug may hold any letter).
    const shown = (path: string) => {
      const address = new URL(apiUrl(language, path), 'http://localhost')
      return read(`${address.pathname}${address.search}`).then((answer) => answer !== undefined)
    }
    if (route.kind === 'detail') return (await shown(postDetailPath(route.posttype, slug))) ? 200 : 404
    if (route.kind === 'reader') {
      const index = Number(chapterIndex)
      if (!Number.isSafeInteger(index) || index < 1) return 404
      return (await shown(chapterBySlugPath(route.posttype, slug, index))) ? 200 : 404
    }
    return 200
  }
}
