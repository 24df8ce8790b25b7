import { createFileRoute } from '@tanstack/react-router'
import { PushSettingsScreen } from '../../../features/push/components/PushSettingsScreen.tsx'

/**
 * The member's push notifications: this device, what is pushed and when, their devices, and how to
 * have them on an iPhone; a visitor is asked to log in. The screen waits for its words itself.
 */
export const Route = createFileRoute('/$lang/user/notifications')({
  component: NotificationsPage,
})

function NotificationsPage() {
  const { language } = Route.useRouteContext()
  return <PushSettingsScreen language={language} />
}
