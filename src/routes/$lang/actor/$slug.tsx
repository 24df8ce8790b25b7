import { createFileRoute } from '@tanstack/react-router'
import { roleOf } from '../../../contract/person-roles.ts'
import { ActorScreen } from '../../../features/lists/components/ActorScreen.tsx'
import { ListLoading } from '../../../features/lists/components/PostListView.tsx'
import { parseParamsOr404, personSearchSchema, slugParamSchema } from '../../../features/lists/list-params.ts'
import { loadActor } from '../../../features/lists/loaders.ts'
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen.tsx'

/** A person's page: their works, by role (`?role=author`); an unknown person is the 404 page. */
export const Route = createFileRoute('/$lang/actor/$slug')({
  params: { parse: (params) => parseParamsOr404(slugParamSchema, params) },
  validateSearch: personSearchSchema,
  loaderDeps: ({ search }) => ({ role: search.role }),
  loader: ({ context, params, deps }) =>
    loadActor(context.queryClient, context.language, params.slug, roleOf(deps.role)),
  component: ActorPage,
  pendingComponent: () => <ListLoading />,
  notFoundComponent: NotFoundScreen,
})

function ActorPage() {
  const { language } = Route.useRouteContext()
  const { slug } = Route.useParams()
  const { role } = Route.useSearch()
  return <ActorScreen language={language} slug={slug} role={roleOf(role)} />
}
