import { createFileRoute } from '@tanstack/react-router'
import { SettingsScreen } from '../../features/settings/components/SettingsScreen.tsx'
import { loadSiteThemeMessages } from '../../features/settings/theme/messages.ts'

/**
 * This device's settings: colours, install, films, kiosk mode, version. Nothing to fetch: it is all
 * on the device; the colours' words load first.
 */
export const Route = createFileRoute('/$lang/settings')({
  loader: ({ context }) => loadSiteThemeMessages(context.language),
  component: SettingsPage,
})

function SettingsPage() {
  const { language } = Route.useRouteContext()
  return <SettingsScreen language={language} />
}
