import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import type { Posttype } from '../../contract/posttypes.ts'
import type { PageLoad } from '../../shared/page-route.ts'
import { DetailPage } from './components/DetailPage.tsx'
import { loadDetail } from './loaders.ts'

/**
 * A post type's detail page, `/{lang}/{posttype}/{slug}`: its loader and its screen; the card a link
 * brought paints until the detail arrives. A film's episode on screen is in `?ep=`.
 */
export function detailPage(posttype: Posttype) {
  // Read with the router's own hooks: getRouteApi's class would bring every hook of a route.
  const from = `/$lang/${posttype}/$slug` as const
  function PostPage() {
    const { language } = useRouteContext({ from })
    const { slug } = useParams({ from })
    const episode = useSearch({ from, select: (search) => ('ep' in search ? search.ep : undefined) })
    return <DetailPage language={language} posttype={posttype} slug={slug} episode={episode} />
  }
  return {
    loader: ({ context, params, location }: PageLoad<{ slug: string }>) =>
      loadDetail(context.queryClient, context.language, posttype, params.slug, location.state.post),
    component: PostPage,
  }
}
