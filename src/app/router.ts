import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { ErrorScreen } from '../shared/ui/ErrorScreen.tsx'
import { Loading } from '../shared/ui/Loading.tsx'
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx'

/** The browser's router, or with `history` the server's, for one page (src/app/render-page.tsx). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns freshness: the router must always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Loading,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
    // The server keeps the address as asked (with or without its last slash), and draws no scroll
    // script: no inline script runs under the site's policy, and the browser starts at the top anyway.
    ...(history && { history, isServer: true, trailingSlash: 'preserve' as const, scrollRestoration: false }),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** A page the app draws anew over the server's, as it shows what only the device knows (src/main.tsx). */
    drawnOnDevice?: boolean
  }
}
