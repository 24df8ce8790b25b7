import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx'
import { Toaster } from '../shared/ui/toasts/Toaster.tsx'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
})

/** Notices sit above every page, so any code can raise one whatever is on screen. */
function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}
