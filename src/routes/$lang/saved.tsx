import { createFileRoute } from '@tanstack/react-router'
import { LibraryScreen } from '../../features/library/components/LibraryScreen.tsx'
import { librarySearchSchema } from '../../features/library/library-search.ts'

/** Spec §2 saved: the posts saved on this device, kept in the library (IndexedDB), no server call. */
export const Route = createFileRoute('/$lang/saved')({
  validateSearch: librarySearchSchema,
  component: SavedPage,
})

function SavedPage() {
  const { language } = Route.useRouteContext()
  const { tab } = Route.useSearch()
  return <LibraryScreen list="savedPosts" language={language} tab={tab} />
}
