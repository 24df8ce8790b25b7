import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../features/account/components/ProfileScreen.tsx'

/** The member's profile; a visitor is asked to log in. */
export const Route = createFileRoute('/$lang/user/profile')({
  component: ProfilePage,
})

function ProfilePage() {
  const { language } = Route.useRouteContext()
  return <ProfileScreen language={language} />
}
