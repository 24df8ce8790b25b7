import { createFileRoute } from '@tanstack/react-router'
import { LibraryScreen } from '../../features/library/components/LibraryScreen.tsx'
import { librarySearchSchema } from '../../features/library/library-search.ts'

/** Spec §2 history: what was viewed on this device, kept in the library (IndexedDB), no server call. */
export const Route = createFileRoute('/$lang/history')({
  validateSearch: librarySearchSchema,
  component: HistoryPage,
})

function HistoryPage() {
  const { language } = Route.useRouteContext()
  const { tab } = Route.useSearch()
  return <LibraryScreen list="viewedHistory" language={language} tab={tab} />
}
