import { createFileRoute } from '@tanstack/react-router'
import { HomeDashboard } from '../../features/dashboard/components/HomeDashboard.tsx'
import { homeIndexQueryOptions } from '../../features/home/api.ts'
import { ErrorScreen } from '../../shared/ui/ErrorScreen.tsx'

export const Route = createFileRoute('/$lang/')({
  // A stored copy shows at once (offline too) and is refreshed in the background when stale.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData({
      ...homeIndexQueryOptions(context.language),
      revalidateIfStale: true,
    }),
  component: HomePage,
  errorComponent: ErrorScreen,
})

function HomePage() {
  const { language } = Route.useRouteContext()
  return <HomeDashboard language={language} />
}
