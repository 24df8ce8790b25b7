import { getRouteApi } from '@tanstack/react-router'
import type { Posttype } from '../../contract/posttypes.ts'
import type { PageLoad } from '../../shared/page-route.ts'
import { DetailPage } from './components/DetailPage.tsx'
import { loadDetail } from './loaders.ts'

/**
 * A post type's detail page, `/{lang}/{posttype}/{slug}`: its loader and its screen; the card a link
 * brought paints until the detail arrives. A film's episode on screen is in `?ep=`.
 */
export function detailPage(posttype: Posttype) {
  const route = getRouteApi(`/$lang/${posttype}/$slug`)
  function PostPage() {
    const { language } = route.useRouteContext()
    const { slug } = route.useParams()
    const episode = route.useSearch({ select: (search) => ('ep' in search ? search.ep : undefined) })
    return <DetailPage language={language} posttype={posttype} slug={slug} episode={episode} />
  }
  return {
    loader: ({ context, params, location }: PageLoad<{ slug: string }>) =>
      loadDetail(context.queryClient, context.language, posttype, params.slug, location.state.post),
    component: PostPage,
  }
}
