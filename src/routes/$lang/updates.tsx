import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../features/account/index.ts'
import { UpdatesScreen } from '../../features/follow/components/UpdatesScreen.tsx'
import { loadFollowMessages } from '../../features/follow/index.ts'

/**
 * Updates ('Mới cập nhật', issue 49): new chapters and episodes of what the member follows. Its
 * words (and the account's, for the sign-in notice) load before it draws.
 */
export const Route = createFileRoute('/$lang/updates')({
  loader: ({ context }) =>
    Promise.all([loadFollowMessages(context.language), loadAccountMessages(context.language)]),
  component: UpdatesPage,
})

function UpdatesPage() {
  const { language } = Route.useRouteContext()
  return <UpdatesScreen language={language} />
}
