import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '../../features/terms/components/TermsScreen.tsx'

/** The terms of use, linked from the register form. Written into the app: nothing to load. */
export const Route = createFileRoute('/$lang/terms')({
  component: TermsPage,
})

function TermsPage() {
  const { language } = Route.useRouteContext()
  return <TermsScreen language={language} />
}
