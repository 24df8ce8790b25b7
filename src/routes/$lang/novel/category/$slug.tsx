import { createFileRoute } from '@tanstack/react-router'
import { CategoryScreen } from '../../../../features/lists/components/CategoryScreen.tsx'
import { ListLoading } from '../../../../features/lists/components/PostListView.tsx'
import {
  parseParamsOr404,
  slugParamSchema,
  sortSearchSchema,
} from '../../../../features/lists/list-params.ts'
import { loadCategory } from '../../../../features/lists/loaders.ts'
import { DEFAULT_LIST_SORT } from '../../../../features/lists/sorts.ts'
import { useSearchHref } from '../../../../features/lists/use-search-href.ts'
import { NotFoundScreen } from '../../../../shared/ui/NotFoundScreen.tsx'

/** A novel category's posts, in the order of `?sortby=` (trending by default). */
export const Route = createFileRoute('/$lang/novel/category/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  validateSearch: sortSearchSchema,
  loaderDeps: ({ search }) => ({ sort: search.sortby ?? DEFAULT_LIST_SORT }),
  loader: ({ context, params, deps }) =>
    loadCategory(context.queryClient, context.language, {
      posttype: 'novel',
      category: params.slug,
      ...deps,
    }),
  component: NovelCategoryPage,
  pendingComponent: () => <ListLoading />,
  notFoundComponent: NotFoundScreen,
})

function NovelCategoryPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  const { sortby = DEFAULT_LIST_SORT } = Route.useSearch()
  const hrefWith = useSearchHref()
  return (
    <CategoryScreen
      language={language}
      posttype="novel"
      slug={slug}
      sort={sortby}
      sortHref={(next) => hrefWith({ sortby: next })}
    />
  )
}
