import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { ErrorScreen } from '../shared/ui/ErrorScreen.tsx'
import { Loading } from '../shared/ui/Loading.tsx'
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx'

export function createAppRouter(queryClient: QueryClient) {
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
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
