import type { QueryClient } from '@tanstack/react-query'
import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import type { Posttype } from '../../shared/api/schemas.ts'
import type { Language } from '../../shared/i18n/languages.ts'
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx'
import { CategoryScreen } from './components/CategoryScreen.tsx'
import { ListLoading } from './components/PostListView.tsx'
import { parseParamsOr404, slugParamSchema, sortSearchSchema } from './list-params.ts'
import { loadCategory } from './loaders.ts'
import { DEFAULT_LIST_SORT, isListSort, type ListSort } from './sorts.ts'
import { useSearchHref } from './use-search-href.ts'

/**
 * A post type's category page, `/{lang}/{type}/category/{slug}`: its posts in the order of
 * `?sortby=` (trending by default). The four post types share it; each keeps a route file of its
 * own, since one `$type` segment would rank below the readers' `/{lang}/comic/{slug}/{n}`.
 */
export const categoryRoute = (posttype: Posttype) => ({
  params: { parse: (params: Record<string, string>) => parseParamsOr404(slugParamSchema, params) },
  validateSearch: sortSearchSchema,
  loaderDeps: ({ search }: { search: { sortby?: ListSort | undefined } }) => ({
    sort: search.sortby ?? DEFAULT_LIST_SORT,
  }),
  loader: ({
    context,
    params,
    deps,
  }: {
    context: { queryClient: QueryClient; language: Language }
    params: { slug: string }
    deps: { sort: ListSort }
  }) => loadCategory(context.queryClient, context.language, { posttype, category: params.slug, ...deps }),
  component: () => <CategoryPage posttype={posttype} />,
  pendingComponent: () => <ListLoading />,
  notFoundComponent: NotFoundScreen,
})

function CategoryPage({ posttype }: { posttype: Posttype }) {
  const { language } = useRouteContext({ from: '/$lang' })
  const { slug = '' } = useParams({ strict: false })
  const { sortby } = useSearch({ strict: false })
  const hrefWith = useSearchHref()
  return (
    <CategoryScreen
      language={language}
      posttype={posttype}
      slug={slug}
      sort={isListSort(sortby) ? sortby : DEFAULT_LIST_SORT}
      sortHref={(next) => hrefWith({ sortby: next })}
    />
  )
}
