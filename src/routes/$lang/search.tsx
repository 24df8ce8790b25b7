import { createFileRoute } from '@tanstack/react-router'
import { isBlankSearch, searchParamsSchema } from '../../contract/schemas/search-params.ts'
import { searchDashboardQueryOptions } from '../../features/dashboard/api.ts'
import { searchQueryOptions } from '../../features/search/api.ts'
import { SearchScreen } from '../../features/search/components/SearchScreen.tsx'

export const Route = createFileRoute('/$lang/search')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Results are only started, never awaited: a loading screen must not replace the query box
    // while a visitor types. The screen draws its own skeletons and errors.
    if (isBlankSearch(deps)) {
      await context.queryClient.ensureQueryData(searchDashboardQueryOptions(context.language)).catch(() => {})
    } else {
      void context.queryClient.prefetchInfiniteQuery(searchQueryOptions(context.language, deps))
    }
  },
  component: SearchScreen,
})
