import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import type { Posttype } from '../../contract/posttypes.ts'
import type { ListSort } from '../../contract/sorts.ts'
import type { PageLoad } from '../../shared/page-route.ts'
import { CategoryScreen } from './components/CategoryScreen.tsx'
import { ListLoading } from './components/PostListView.tsx'
import { loadCategory } from './loaders.ts'
import { DEFAULT_LIST_SORT } from './sorts.ts'
import { useSearchHref } from './use-search-href.ts'

/**
 * A post type's category page, `/{lang}/{posttype}/category/{slug}`: its loader (the category must
 * exist), its screen and its loading screen. Called by the route file at module level, so the
 * router's code splitting loads all three with the route.
 */
export function categoryPage(posttype: Posttype) {
  // Read with the router's own hooks: getRouteApi's class would bring every hook of a route.
  const from = `/$lang/${posttype}/category/$slug` as const
  function CategoryPage() {
    const { language } = useRouteContext({ from })
    const { slug } = useParams({ from })
    const { sortby = DEFAULT_LIST_SORT } = useSearch({ from })
    const hrefWith = useSearchHref()
    return (
      <CategoryScreen
        language={language}
        posttype={posttype}
        slug={slug}
        sort={sortby}
        sortHref={(next) => hrefWith({ sortby: next })}
      />
    )
  }
  return {
    loader: ({ context, params, deps }: PageLoad<{ slug: string }, { sort: ListSort }>) =>
      loadCategory(context.queryClient, context.language, { posttype, category: params.slug, ...deps }),
    component: CategoryPage,
    pendingComponent: () => <ListLoading />,
  }
}
