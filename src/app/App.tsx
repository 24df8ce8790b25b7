import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { type createStore, Provider as JotaiProvider } from 'jotai'
import { useLayoutEffect } from 'react'
import { afterNextPaint } from '../shared/after-paint.ts'
import { store as appStore } from '../shared/store.ts'

interface AppProps {
  router: AnyRouter
  queryClient: QueryClient
  /** The Jotai store the components read: the app's own, or a test's. */
  store?: ReturnType<typeof createStore>
  /** Called once the first screen has been painted. */
  onDrawn?: () => void
}

export function App({ router, queryClient, store = appStore, onDrawn }: AppProps) {
  // Before the screens' own effects ask for anything after that paint (the side menu's entries): the
  // page is marked drawn first.
  useLayoutEffect(() => {
    if (onDrawn) afterNextPaint(onDrawn)
  }, [onDrawn])
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
