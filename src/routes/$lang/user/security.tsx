import { createFileRoute } from '@tanstack/react-router'
import { SecurityScreen } from '../../../features/account/security/SecurityScreen.tsx'

/**
 * The member's security: two-factor sign-in and passkeys; a visitor is asked to log in. The screen
 * waits for its words itself; the QR code's and passkeys' code load when they are used.
 */
export const Route = createFileRoute('/$lang/user/security')({
  component: SecurityPage,
})

function SecurityPage() {
  const { language } = Route.useRouteContext()
  return <SecurityScreen language={language} />
}
