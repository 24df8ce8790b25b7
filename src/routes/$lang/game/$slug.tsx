import { createFileRoute } from '@tanstack/react-router'
import { DetailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { DetailPage } from '../../../features/detail/components/DetailPage.tsx'
import { loadDetail } from '../../../features/detail/loaders.ts'
import { parseParamsOr404, slugParamSchema } from '../../../features/lists/list-params.ts'

/** A game's detail page; the card a link brought paints until the detail arrives. */
export const Route = createFileRoute('/$lang/game/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  loader: ({ context, params, location }) =>
    loadDetail(context.queryClient, context.language, 'game', params.slug, location.state.post),
  component: GameDetailPage,
  notFoundComponent: () => <DetailNotFound posttype="game" />,
})

function GameDetailPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  return <DetailPage language={language} posttype="game" slug={slug} />
}
