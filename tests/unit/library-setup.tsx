import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { RouterContext } from '../../src/routes/__root.tsx'
import { Route as FinderRoute } from '../../src/routes/$lang/finder.tsx'
import { Route as HistoryRoute } from '../../src/routes/$lang/history.tsx'
import { Route as SavedRoute } from '../../src/routes/$lang/saved.tsx'
import { Route as LoginRoute } from '../../src/routes/$lang/user/login.tsx'
import { Route as RegisterRoute } from '../../src/routes/$lang/user/register.tsx'
import type { PostCard, Posttype } from '../../src/shared/api/schemas.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { isLanguage } from '../../src/shared/i18n/languages.ts'
import { store } from '../../src/shared/store.ts'
import { Toaster } from '../../src/shared/ui/toasts/Toaster.tsx'

export const post = (id: number, title: string, posttype: Posttype = 'movie'): PostCard => ({
  id,
  slug: `post-${id}`,
  title,
  posttype,
  description: '',
  feature: null,
  banner: null,
  categories: [],
  release_year: [],
  like_count: 0,
  views: 0,
  rating_total: 0,
  rating_count: 0,
  rating_avg: 0,
  episode_total: 0,
  author: null,
})

type Answer = { status?: number; body: unknown }
export interface Call {
  url: URL
  init?: RequestInit
}

/** The API as these pages see it: each call is recorded, each answer comes from `answer`. */
export function stubApi(answer: (call: Call) => Answer | Error | undefined) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: new URL(String(input), 'http://localhost'), init }
      calls.push(call)
      const found = answer(call) ?? { status: 404, body: { status: 'error', message: 'Not Found' } }
      if (found instanceof Error) throw found
      return Response.json(found.body, { status: found.status ?? 200 })
    }),
  )
  return calls
}

const mount = (route: AnyRoute, parent: AnyRoute, path: string) =>
  createRoute({
    ...(route.options as object),
    getParentRoute: () => parent,
    path,
  } as Parameters<typeof createRoute>[0])

/** The app's history, saved, finder, login and register routes under a language, over a stand-in home. */
export async function renderPages(url: string) {
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  })
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
  const home = createRoute({ getParentRoute: () => language, path: '/', component: () => <h1>Home page</h1> })
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree: root.addChildren([
      language.addChildren([
        home,
        mount(HistoryRoute, language, 'history'),
        mount(SavedRoute, language, 'saved'),
        mount(FinderRoute, language, 'finder'),
        mount(LoginRoute, language, 'user/login'),
        mount(RegisterRoute, language, 'user/register'),
      ]),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  })
  await router.load()
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  )
  return { router }
}
