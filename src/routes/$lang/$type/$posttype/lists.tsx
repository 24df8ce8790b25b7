import { createFileRoute } from '@tanstack/react-router'
import { ListScreen } from '../../../../features/lists/components/ListScreen.tsx'
import {
  categorySearchSchema,
  parseParamsOr404,
  sortOfViewMore,
  viewMoreParamsSchema,
} from '../../../../features/lists/list-params.ts'
import { prefetchList } from '../../../../features/lists/loaders.ts'
import { useSearchHref } from '../../../../features/lists/use-search-href.ts'

/**
 * The view-more page of dashboard lists: `/{lang}/{posttype}/{sort or all}/lists[?category=]`.
 * Any other post type or sort matches no route, so it shows the 404 page.
 */
export const Route = createFileRoute('/$lang/$type/$posttype/lists')({
  params: { parse: (params) => parseParamsOr404(viewMoreParamsSchema, params) },
  validateSearch: categorySearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, params, deps }) => {
    const source = { posttype: params.type, category: deps.category, sort: sortOfViewMore(params.posttype) }
    prefetchList(context.queryClient, context.language, source)
  },
  component: ViewMorePage,
})

function ViewMorePage() {
  const { language } = Route.useRouteContext()
  const { type, posttype } = Route.useParams()
  const { category } = Route.useSearch()
  const hrefWith = useSearchHref()
  return (
    <ListScreen
      language={language}
      source={{ posttype: type, category, sort: sortOfViewMore(posttype) }}
      sortHref={(sort) => hrefWith({}, `/${language}/${type}/${sort}/lists`)}
      categoryHref={(next) => hrefWith({ category: next })}
      address={`/${type}/${posttype}/lists${category ? `?${new URLSearchParams({ category })}` : ''}`}
    />
  )
}
