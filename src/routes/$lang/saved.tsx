import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { loadFollowingScreen } from '../../features/follow/index.ts'
import { LibraryScreen } from '../../features/library/components/LibraryScreen.tsx'
import { librarySearchSchema } from '../../features/library/library-search.ts'
import { Loading } from '../../shared/ui/Loading.tsx'

/** The saved page's other lists: followed posts and the reading lists (issue 49), loaded when asked for. */
const FollowingScreen = lazy(() =>
  loadFollowingScreen().then(({ FollowingScreen }) => ({ default: FollowingScreen })),
)

/**
 * Spec §2 saved: the posts saved on this device, kept in the library (IndexedDB), no server call;
 * with `?list=`, the library's other lists.
 */
export const Route = createFileRoute('/$lang/saved')({
  validateSearch: librarySearchSchema,
  component: SavedPage,
})

function SavedPage() {
  const { language } = Route.useRouteContext()
  const { tab, list, sort } = Route.useSearch()
  if (list !== undefined) {
    return (
      <Suspense fallback={<Loading />}>
        <FollowingScreen language={language} list={list} sort={sort} />
      </Suspense>
    )
  }
  return <LibraryScreen list="savedPosts" language={language} tab={tab} />
}
