import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { createStore } from 'jotai'
import { StrictMode } from 'react'
import { App } from '../../src/app/App.tsx'
import { createQueryClient } from '../../src/app/query-client.ts'
import { isLanguage } from '../../src/contract/languages.ts'
import type { RouterContext } from '../../src/routes/__root.tsx'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { store as appStore } from '../../src/shared/store.ts'
import { NotFoundScreen } from '../../src/shared/ui/NotFoundScreen.tsx'

/**
 * Mounts a real route's options (validation, loader, screen) at `path` on a small test tree. The path
 * is written as the route's file names it (`comic/$slug_/$chapterIndex`), so the route keeps its id
 * and its screen finds its own match; a segment's trailing `_` is not part of the address.
 */
export function mountRoute(route: AnyRoute, parent: AnyRoute, path: string) {
  const address = path.replace(/_(?=\/|$)/g, '')
  const mounted = createRoute({
    ...(route.options as object),
    getParentRoute: () => parent,
    path: address,
  } as Parameters<typeof createRoute>[0])
  // As the generated route tree does: an id apart from the path is given after the route is made.
  return mounted.update({ id: path, path: address } as Parameters<typeof mounted.update>[0])
}

interface AppRoutes {
  /** The history; the last entry is open. */
  entries: string[]
  /** The routes under `$lang`, mounted on the language route given. */
  routes: (language: AnyRoute) => AnyRoute[]
  /** What the root draws around the page (the toasts, say); the page alone by default. */
  root?: RouteComponent
  /** The Jotai store the components read; the app's own by default. */
  store?: ReturnType<typeof createStore>
  /** Rendered in StrictMode, as the app is, to catch effects that do not clean up. */
  strict?: boolean
}

/**
 * Real routes under a `$lang` route that activates the language as the app's does, with the app's
 * query client, Lingui and Jotai around the router.
 */
export async function renderAppRoutes({
  entries,
  routes,
  root: Root = Outlet,
  store = appStore,
  strict,
}: AppRoutes) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Root })
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
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree: root.addChildren([language.addChildren(routes(language))]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
    context: { queryClient },
    defaultNotFoundComponent: NotFoundScreen,
  })
  await router.load()
  const app = <App router={router} queryClient={queryClient} store={store} />
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app)
  return { router, queryClient, view }
}
