import { createFileRoute } from '@tanstack/react-router'
import { ActorScreen } from '../../../features/lists/components/ActorScreen.tsx'
import { ListLoading } from '../../../features/lists/components/PostListView.tsx'
import { parseParamsOr404, slugParamSchema } from '../../../features/lists/list-params.ts'
import { loadActor } from '../../../features/lists/loaders.ts'
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen.tsx'

/** An actor's posts; an unknown actor is the 404 page. */
export const Route = createFileRoute('/$lang/actor/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  loader: ({ context, params }) => loadActor(context.queryClient, context.language, params.slug),
  component: ActorPage,
  pendingComponent: () => <ListLoading />,
  notFoundComponent: NotFoundScreen,
})

function ActorPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  return <ActorScreen language={language} slug={slug} />
}
