import { createFileRoute } from '@tanstack/react-router'
import { DownloadsScreen } from '../../features/downloads/components/DownloadsScreen.tsx'

/** The chapters kept for offline reading, kept in IndexedDB and the downloads cache: no server call. */
export const Route = createFileRoute('/$lang/downloads')({
  component: DownloadsPage,
})

function DownloadsPage() {
  const { language } = Route.useRouteContext()
  return <DownloadsScreen language={language} />
}
