import { createFileRoute } from '@tanstack/react-router'
import { DetailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { DetailPage } from '../../../features/detail/components/DetailPage.tsx'
import { loadDetail } from '../../../features/detail/loaders.ts'
import { parseParamsOr404, slugParamSchema } from '../../../features/lists/list-params.ts'

/** A novel's detail page; the card a link brought paints until the detail arrives. */
export const Route = createFileRoute('/$lang/novel/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  loader: ({ context, params, location }) =>
    loadDetail(context.queryClient, context.language, 'novel', params.slug, location.state.post),
  component: NovelDetailPage,
  notFoundComponent: () => <DetailNotFound posttype="novel" />,
})

function NovelDetailPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  return <DetailPage language={language} posttype="novel" slug={slug} />
}
