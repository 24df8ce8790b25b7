import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../../features/account/index.ts'
import { MemberProfileScreen } from '../../../features/finder/components/MemberProfileScreen.tsx'
import { loadFinderMessages } from '../../../features/finder/index.ts'

/** A member's public profile, found with the finder: members only, as the finder is. */
export const Route = createFileRoute('/$lang/finder_/$username')({
  // The finder's words, and the account's (a review, the sign-in notice) that it shares.
  loader: ({ context }) =>
    Promise.all([loadFinderMessages(context.language), loadAccountMessages(context.language)]),
  component: MemberProfilePage,
})

function MemberProfilePage() {
  const { language } = Route.useRouteContext()
  const { username } = Route.useParams()
  return <MemberProfileScreen language={language} username={username} />
}
