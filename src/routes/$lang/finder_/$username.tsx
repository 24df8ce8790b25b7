import { createFileRoute } from '@tanstack/react-router'
import { MemberProfileScreen } from '../../../features/finder/components/MemberProfileScreen.tsx'
import { loadFinderMessages } from '../../../features/finder/index.ts'

/** A member's public profile, found with the finder: members only, as the finder is. */
export const Route = createFileRoute('/$lang/finder_/$username')({
  loader: ({ context }) => loadFinderMessages(context.language),
  component: MemberProfilePage,
})

function MemberProfilePage() {
  const { language } = Route.useRouteContext()
  const { username } = Route.useParams()
  return <MemberProfileScreen language={language} username={username} />
}
