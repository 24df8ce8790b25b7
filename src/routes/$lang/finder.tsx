import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../features/account/index.ts'
import { FinderScreen } from '../../features/finder/components/FinderScreen.tsx'
import { finderSearchSchema } from '../../features/finder/finder-search.ts'
import { loadFinderMessages } from '../../features/finder/index.ts'

/**
 * Spec §2 finder: members find each other by name or username (`?q=`); the screen itself tells a
 * visitor to log in, and a kiosk that it is not there. Its words load before it draws.
 */
export const Route = createFileRoute('/$lang/finder')({
  validateSearch: finderSearchSchema,
  // The finder's words, and the account's (a review, the sign-in notice) that it shares.
  loader: ({ context }) =>
    Promise.all([loadFinderMessages(context.language), loadAccountMessages(context.language)]),
  component: FinderPage,
})

function FinderPage() {
  const { language } = Route.useRouteContext()
  const { q } = Route.useSearch()
  return <FinderScreen language={language} q={q} />
}
