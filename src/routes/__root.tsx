import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterFirstScreen } from '../shared/after-paint.ts'
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx'
import { toastsAtom } from '../shared/ui/toasts/toast-atoms.ts'

// Asked for once the first screen is drawn (or at the first notice): no first load carries it.
const Toaster = lazy(() =>
  import('../shared/ui/toasts/Toaster.tsx').then(({ Toaster }) => ({ default: Toaster })),
)

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
      <Notices />
    </>
  )
}

/** The notices' stack, loaded after the first screen; a notice raised before waits for it in its atom. */
function Notices() {
  const raised = useAtomValue(toastsAtom).length > 0
  const [afterFirst, setAfterFirst] = useState(false)
  useEffect(() => afterFirstScreen(() => setAfterFirst(true)), [])
  return afterFirst || raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
