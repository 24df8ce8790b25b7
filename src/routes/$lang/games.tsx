import { createFileRoute } from '@tanstack/react-router'
import { validateSectionSearch } from '../../contract/schemas/section-params.ts'
import { sectionDashboardQueryOptions } from '../../features/dashboard/api.ts'
import { SectionDashboard } from '../../features/dashboard/components/SectionDashboard.tsx'
import { ErrorScreen } from '../../shared/ui/ErrorScreen.tsx'

export const Route = createFileRoute('/$lang/games')({
  validateSearch: validateSectionSearch,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // A stored copy shows at once (offline too) and is refreshed in the background when stale.
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData({
      ...sectionDashboardQueryOptions(context.language, 'game', deps.category),
      revalidateIfStale: true,
    }),
  component: GameDashboard,
  errorComponent: ErrorScreen,
})

function GameDashboard() {
  const { language } = Route.useRouteContext()
  const { category } = Route.useSearch()
  return <SectionDashboard language={language} section="game" category={category} />
}
