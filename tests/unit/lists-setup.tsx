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
import { vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { RouterContext } from '../../src/routes/__root.tsx'
import { Route as ViewMoreRoute } from '../../src/routes/$lang/$type/$posttype/lists.tsx'
import { Route as ActorRoute } from '../../src/routes/$lang/actor/$slug.tsx'
import { Route as ComicCategoryRoute } from '../../src/routes/$lang/comic/category/$slug.tsx'
import { Route as ListRoute } from '../../src/routes/$lang/list.tsx'
import { Route as MovieCategoryRoute } from '../../src/routes/$lang/movie/category/$slug.tsx'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { isLanguage } from '../../src/shared/i18n/languages.ts'
import { NotFoundScreen } from '../../src/shared/ui/NotFoundScreen.tsx'

export const card = (id: number, title: string, posttype = 'comic') => ({
  id,
  slug: `post-${id}`,
  title,
  posttype,
  feature: null,
})

/** `count` cards numbered from `first`, titled after `name`. */
export const cards = (name: string, first: number, count: number, posttype = 'comic') =>
  Array.from({ length: count }, (_, i) => card(first + i, `${name} ${first + i}`, posttype))

export type Answer = { status?: number; body: unknown }

export const listPage = (posts: unknown[], isNext: boolean, page = 1): Answer => ({
  body: { status: 'success', data: posts, is_next: isNext, paged: page, page },
})

export const comicCategories: Answer = {
  body: {
    status: 'success',
    data: [
      { id: 9, name: 'Hành động', slug: 'hanh-dong', posttype: 'comic', post_count: 3, thumbnails: [] },
      { id: 11, name: 'Hài hước', slug: 'hai-huoc', posttype: 'comic', post_count: 5, thumbnails: [] },
    ],
  },
}

export const notFoundAnswer = (message = 'Not Found'): Answer => ({
  status: 404,
  body: { status: 'error', message },
})

/** How long the stubbed server takes to answer: long enough to see what a screen shows meanwhile. */
const ANSWER_DELAY_MS = 40

/** The API as the screens see it: each call is recorded (path and query), answered by `answer`. */
export function stubApi(answer: (call: string) => Answer | undefined) {
  const calls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const call = `${url.pathname}${url.search}`
    calls.push(call)
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS))
    const found = answer(call) ?? notFoundAnswer()
    return Response.json(found.body, { status: found.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    calls,
    /** The list calls made so far, without the `/vi/api/v1` prefix. */
    listCalls: () =>
      calls
        .map((call) => call.replace(/^\/(vi|en)\/api\/v1/, ''))
        .filter((call) => call.startsWith('/posts/lists/') || call.startsWith('/posts/actor/')),
  }
}

/** Mounts a real route's options (validation, loader, screen) on a small tree under `$lang`. */
function mount(route: AnyRoute, parent: AnyRoute, path: string) {
  return createRoute({
    ...(route.options as object),
    getParentRoute: () => parent,
    path,
  } as Parameters<typeof createRoute>[0])
}

/** The list, view-more, category and actor routes as the app declares them, with its query client. */
export async function renderLists(url: string) {
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
    notFoundComponent: NotFoundScreen,
  })
  const routes = [
    mount(ListRoute, language, 'list'),
    mount(ViewMoreRoute, language, '$type/$posttype/lists'),
    mount(ComicCategoryRoute, language, 'comic/category/$slug'),
    mount(MovieCategoryRoute, language, 'movie/category/$slug'),
    mount(ActorRoute, language, 'actor/$slug'),
  ]
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree: root.addChildren([language.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
    defaultNotFoundComponent: NotFoundScreen,
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

/** jsdom has no layout: give the page a height and a scroll position, then scroll. */
export function scrollTo(scrollY: number, pageHeight = 5000, viewport = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY })
  window.dispatchEvent(new Event('scroll'))
}
