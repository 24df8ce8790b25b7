import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailScreen } from '../../../features/auth/components/ConfirmEmailScreen.tsx'

// The token is read by the screen (its code loads with it), not by a search schema every page carries.
export const Route = createFileRoute('/$lang/user/confirm-email')({
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { language } = Route.useRouteContext()
  return <ConfirmEmailScreen language={language} />
}
