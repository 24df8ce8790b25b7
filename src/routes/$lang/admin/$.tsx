import { createFileRoute } from '@tanstack/react-router'
import { AdminArea } from '../../../features/admin/components/AdminArea.tsx'
import { loadAdminMessages } from '../../../features/admin/messages.ts'

/**
 * The whole admin area (src/features/admin) is one route: its screens are chosen and loaded inside
 * the area's own code, so however many it has, the visitors' first load carries one route for it.
 * Its loader (split off with its screen) adds the area's own messages first.
 */
export const Route = createFileRoute('/$lang/admin/$')({
  // The members screen opens found by `q` when another screen links to a member (the audit log).
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q ? { q: search.q.slice(0, 100) } : {},
  loader: ({ context }) => loadAdminMessages(context.language),
  component: AdminPage,
})

function AdminPage() {
  const { language } = Route.useRouteContext()
  const { _splat: screen = '' } = Route.useParams()
  return <AdminArea language={language} screen={screen} />
}
