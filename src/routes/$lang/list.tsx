import { createFileRoute } from '@tanstack/react-router'
import { ListScreen } from '../../features/lists/components/ListScreen.tsx'
import { MissingApi } from '../../features/lists/components/MissingApi.tsx'
import { listSearchSchema, listSourceOfSearch } from '../../features/lists/list-params.ts'
import { prefetchList } from '../../features/lists/loaders.ts'
import { useSearchHref } from '../../features/lists/use-search-href.ts'

/** `/list?api=/posts/lists/{posttype}/&sortby=&category=`: any list of the catalogue. */
export const Route = createFileRoute('/$lang/list')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => ({ source: listSourceOfSearch(search) }),
  loader: ({ context, deps: { source } }) => {
    if (source) prefetchList(context.queryClient, context.language, source)
  },
  component: ListPage,
})

function ListPage() {
  const { language } = Route.useRouteContext()
  const source = listSourceOfSearch(Route.useSearch())
  const hrefWith = useSearchHref()
  if (!source) return <MissingApi />
  return (
    <ListScreen
      language={language}
      source={source}
      sortHref={(sortby) => hrefWith({ sortby })}
      categoryHref={(category) => hrefWith({ category })}
    />
  )
}
