import { Route as SearchRoute } from '../../src/routes/$lang/search.tsx'
import { stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

export const post = (id: number, title: string, posttype = 'movie') => ({
  id,
  slug: `post-${id}`,
  title,
  posttype,
  feature: null,
})

export const searchDashboard = {
  status: 'success',
  data: {
    modules: [
      { id: 1, type: 'blocklabel', name: 'search-label', label: 'Mọi người đang xem', items: [] },
      {
        id: 2,
        type: 'itemgrid',
        name: 'search-movies',
        label: 'Phim xem nhiều',
        items: [post(9, 'Mưa tháng sáu')],
      },
    ],
  },
  tabs: [],
}

type Answer = { status?: number; body: unknown }
/** The API as the screen sees it: each call is recorded, each answer comes from `answer`. */
export function stubApi(answer: (url: URL) => Answer | undefined) {
  const calls: URL[] = []
  stubFetch(({ url }) => {
    calls.push(url)
    return answer(url)
  })
  const isSuggest = (url: URL) => url.pathname.includes('/posts/search/suggest/')
  return {
    calls,
    // Result pages; the suggestions asked for as the box is typed in are counted apart.
    searchCalls: () => calls.filter((url) => url.pathname.includes('/posts/search/') && !isSuggest(url)),
    suggestCalls: () => calls.filter(isSuggest),
  }
}

export const page = (posts: unknown[], isNext: boolean, total: number, paged = 1): Answer => ({
  body: {
    status: 'success',
    data: posts,
    is_next: isNext,
    paged,
    page: paged,
    total,
    message: total ? '' : 'No results found',
  },
})

/** The search route as the app declares it, under a language, with the app's query client. */
export async function renderSearch(url: string) {
  const { router, queryClient } = await renderAppRoutes({
    entries: [url],
    routes: (language) => [mountRoute(SearchRoute, language, 'search')],
  })
  return { router, queryClient }
}
