import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { RouterContext } from '../../src/routes/__root.tsx'
import { Route as SearchRoute } from '../../src/routes/$lang/search.tsx'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { isLanguage } from '../../src/shared/i18n/languages.ts'

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
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push(url)
    const found = answer(url) ?? { status: 404, body: { status: 'error', message: 'Not Found' } }
    return Response.json(found.body, { status: found.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, searchCalls: () => calls.filter((url) => url.pathname.includes('/posts/search/')) }
}

export const page = (posts: unknown[], isNext: boolean, total: number): Answer => ({
  body: { status: 'success', data: posts, is_next: isNext, total, message: total ? '' : 'No results found' },
})

/** The search route as the app declares it, under a language, with the app's query client. */
export async function renderSearch(url: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  const language = createRoute({
    getParentRoute: () => root,
    path: '$lang',
    beforeLoad: async ({ params }) => {
      const lang = isLanguage(params.lang) ? params.lang : 'vi'
      await activateLanguage(lang)
      return { language: lang }
    },
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  })
  // The real route's search validation, loader and screen, mounted on this small tree.
  const search = createRoute({
    ...(SearchRoute.options as object),
    getParentRoute: () => language,
    path: 'search',
  } as Parameters<typeof createRoute>[0])
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree: root.addChildren([language.addChildren([search])]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  })
  await router.load()
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { router, queryClient }
}
