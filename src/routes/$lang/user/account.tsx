import { createFileRoute } from '@tanstack/react-router'
import { AccountScreen } from '../../../features/account/components/AccountScreen.tsx'

/** The member's account: email, password, sessions, app keys, their data, leaving; a visitor is asked to log in. */
export const Route = createFileRoute('/$lang/user/account')({
  component: AccountPage,
})

function AccountPage() {
  const { language } = Route.useRouteContext()
  return <AccountScreen language={language} />
}
