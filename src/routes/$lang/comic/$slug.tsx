import { createFileRoute } from '@tanstack/react-router'
import { DetailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { DetailPage } from '../../../features/detail/components/DetailPage.tsx'
import { loadDetail } from '../../../features/detail/loaders.ts'
import { parseParamsOr404, slugParamSchema } from '../../../features/lists/list-params.ts'

/** A comic's detail page; the card a link brought paints until the detail arrives. */
export const Route = createFileRoute('/$lang/comic/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  loader: ({ context, params, location }) =>
    loadDetail(context.queryClient, context.language, 'comic', params.slug, location.state.post),
  component: ComicDetailPage,
  notFoundComponent: () => <DetailNotFound posttype="comic" />,
})

function ComicDetailPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  return <DetailPage language={language} posttype="comic" slug={slug} />
}
