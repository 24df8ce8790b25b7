import { createFileRoute } from '@tanstack/react-router'
import { DetailNotFound } from '../../../features/detail/components/DetailNotFound.tsx'
import { DetailPage } from '../../../features/detail/components/DetailPage.tsx'
import { loadDetail } from '../../../features/detail/loaders.ts'
import { movieSearchSchema } from '../../../features/detail/params.ts'
import { parseParamsOr404, slugParamSchema } from '../../../features/lists/list-params.ts'

/**
 * A film's detail page: its banner or inline player (the episode in `?ep=`), the card a link brought
 * painted until the detail arrives.
 */
export const Route = createFileRoute('/$lang/movie/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  validateSearch: movieSearchSchema,
  loader: ({ context, params, location }) =>
    loadDetail(context.queryClient, context.language, 'movie', params.slug, location.state.post),
  component: MovieDetailPage,
  notFoundComponent: () => <DetailNotFound posttype="movie" />,
})

function MovieDetailPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  const { ep } = Route.useSearch()
  return <DetailPage language={language} posttype="movie" slug={slug} episode={ep} />
}
