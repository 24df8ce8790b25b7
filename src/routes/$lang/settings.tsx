import { createFileRoute } from '@tanstack/react-router'
import { SettingsScreen } from '../../features/settings/components/SettingsScreen.tsx'

/** This device's settings: install, films, kiosk mode, version. Nothing to load: it is all on the device. */
export const Route = createFileRoute('/$lang/settings')({
  component: SettingsPage,
})

function SettingsPage() {
  const { language } = Route.useRouteContext()
  return <SettingsScreen language={language} />
}
