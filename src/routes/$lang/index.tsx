import { createFileRoute } from '@tanstack/react-router'
import { HomeDashboard } from '../../features/dashboard/components/HomeDashboard.tsx'
import { homeIndexQueryOptions } from '../../features/home/api.ts'
import { withAllMessages } from '../../shared/i18n/activate.ts'
import { lazyPart } from '../../shared/react/lazy-part.ts'
import { ErrorScreen } from '../../shared/ui/ErrorScreen.tsx'

// The library's 'Continue' row: a device that has read or watched nothing (every first visit) never
// asks for its code.
const ContinueRow = lazyPart(
  withAllMessages(() =>
    import('../../features/library/components/ContinueRow.tsx').then((module) => module.ContinueRow),
  ),
)

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
  return <HomeDashboard language={language} continueRow={<ContinueRow language={language} />} />
}
