import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { formatMediumDate } from '../../../shared/i18n/date-format.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { useCallMessage } from '../../../shared/ui/use-call-message.ts'
import { Avatar } from '../../account/index.ts'
import { memberQueryOptions } from '../finder-query.ts'
import { FinderNotice } from './FinderNotice.tsx'
import { MemberReviews, NoReviews } from './MemberReviews.tsx'

/** A member's public profile, opened from the finder: for members only, as the finder is. */
export function MemberProfileScreen({ language, username }: { language: Language; username: string }) {
  const hydrated = useHydrated()
  const signedIn = useAtomValue(isSignedInAtom)
  const kiosk = useAtomValue(isKioskAtom)
  if (!hydrated) return <Loading />
  if (kiosk || !signedIn)
    return <FinderNotice language={language} back={`/${language}/finder/${encodeURIComponent(username)}`} />
  return <MemberProfile language={language} username={username} />
}

/** The name, username, avatar and about me the member chose to show, then their reviews. */
function MemberProfile({ language, username }: { language: Language; username: string }) {
  const { t } = useLingui()
  const callMessage = useCallMessage()
  const member = useInfiniteQuery({
    ...memberQueryOptions(language, username),
    // A username no member has stays so: asked once.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  })
  const profile = member.data?.pages[0]?.profile
  useDocumentTitle(profile ? profile.name : t`Finder`)
  const back = (
    <Link className="finder__back" to="/$lang/finder" params={{ lang: language }}>
      <Trans>Back to the finder</Trans>
    </Link>
  )

  if (member.isPending) return <Loading />
  if (!profile) {
    const missing = isApiError(member.error) && member.error.status === 404
    return (
      <section className="status-screen">
        <h1>{missing ? <Trans>Member not found</Trans> : <Trans>Finder</Trans>}</h1>
        <p role="alert">
          {missing ? (
            <Trans>No member has the username {username}.</Trans>
          ) : isApiError(member.error) ? (
            callMessage(member.error)
          ) : (
            <Trans>The profile could not be loaded.</Trans>
          )}
        </p>
        {back}
      </section>
    )
  }
  const reviews = member.data?.pages.flatMap((page) => page.profile.reviews) ?? []
  const joined = formatMediumDate(language, new Date(profile.joined_at))
  const count = profile.review_count
  return (
    <article className="finder-profile" aria-labelledby="finder-profile-name">
      {back}
      <header className="finder-profile__head">
        <Avatar image={profile.avatar} name={profile.name} size="large" />
        <div>
          <h1 id="finder-profile-name" className="finder-profile__name">
            {profile.name}
          </h1>
          <p className="finder-profile__username">@{profile.username}</p>
          <p className="finder-profile__joined">
            <Trans>Joined {joined}</Trans>
          </p>
        </div>
      </header>
      {profile.about ? (
        <section aria-labelledby="finder-profile-about">
          <h2 id="finder-profile-about" className="detail-section__title">
            <Trans>About me</Trans>
          </h2>
          <p className="finder-profile__about">{profile.about}</p>
        </section>
      ) : null}
      <section className="detail-reviews" aria-labelledby="finder-profile-reviews">
        <h2 id="finder-profile-reviews" className="detail-section__title">
          {t`Reviews (${count})`}
        </h2>
        {reviews.length === 0 ? <NoReviews /> : <MemberReviews language={language} reviews={reviews} />}
        {member.hasNextPage ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={member.isFetchingNextPage}
            onClick={() => void member.fetchNextPage()}
          >
            <Trans>More reviews</Trans>
          </button>
        ) : null}
      </section>
    </article>
  )
}
