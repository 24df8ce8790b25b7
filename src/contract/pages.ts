import * as v from 'valibot'
import { chapterBySlugPath, dashboardPath, postDetailPath, searchPath } from './paths.ts'
import { type Posttype, posttypes } from './posttypes.ts'
import { isBlankSearch, searchParamsSchema } from './schemas/search-params.ts'
import { validateSectionSearch } from './schemas/section-params.ts'

/**
 * The app's pages that start with API answers of their own, by route as the router names it (the
 * route file's path), with the first answers each asks for beside the home index every page reads.
 * The app's loaders ask for these; the server names them in a page's first answer
 * (server/http/page-hints.ts).
 */
export type PageKind = 'detail' | 'reader' | 'section' | 'search'
export interface PageRoute {
  kind: PageKind
  posttype?: Posttype
}

/** The posts a reader opens. */
export const readerPosttypes = ['comic', 'novel'] as const satisfies readonly Posttype[]

export const pageRoutes: Record<string, PageRoute> = Object.fromEntries([
  ['$lang/search', { kind: 'search' }],
  ...posttypes.map((posttype) => [`$lang/${posttype}/$slug`, { kind: 'detail', posttype }]),
  ...posttypes.map((posttype) => [`$lang/${posttype}s`, { kind: 'section', posttype }]),
  ...readerPosttypes.map((posttype) => [
    `$lang/${posttype}/$slug_/$chapterIndex`,
    { kind: 'reader', posttype },
  ]),
])

/** A page's address, read: its route's path parameters and its search part. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>
  search: URLSearchParams
}

/** The API calls a page's loader makes first, besides the home index every page makes. */
export function firstReads(route: PageRoute | undefined, { params, search }: PageAddress): string[] {
  const { slug } = params
  switch (route?.kind) {
    // A post's page starts with the post; a reader with its chapter by the post's slug, which brings the post.
    case 'detail':
      return route.posttype && slug ? [postDetailPath(route.posttype, slug)] : []
    case 'reader': {
      const index = Number(params.chapterIndex)
      return route.posttype && slug && Number.isSafeInteger(index) && index > 0
        ? [chapterBySlugPath(route.posttype, slug, index)]
        : []
    }
    case 'section': {
      const { category } = validateSectionSearch({ category: search.get('category') ?? undefined })
      return route.posttype ? [dashboardPath(route.posttype, category)] : []
    }
    case 'search': {
      const searchParams = v.parse(searchParamsSchema, {
        q: search.get('q') ?? undefined,
        filter: search.get('filter') ?? undefined,
        sort: search.get('sort') ?? undefined,
      })
      // A blank search shows the search screen's dashboard instead.
      return [isBlankSearch(searchParams) ? dashboardPath('search') : searchPath(searchParams, 1)]
    }
    default:
      return []
  }
}
