import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { store } from '../shared/store.ts'
import type { createAppRouter } from './router.ts'

interface AppProps {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
}

export function App({ router, queryClient }: AppProps) {
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
