import { createFileRoute } from '@tanstack/react-router'
import { FinderScreen } from '../../features/auth/components/FinderScreen.tsx'

/** Spec §2 finder: members only; the screen itself tells a visitor to log in. */
export const Route = createFileRoute('/$lang/finder')({
  component: FinderPage,
})

function FinderPage() {
  const { language } = Route.useRouteContext()
  return <FinderScreen language={language} />
}
