import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { getProfile, profileKey } from '../api.ts'
import { useAccountMessages } from '../messages.ts'
import { DataExport } from './DataExport.tsx'
import { EmailForm } from './EmailForm.tsx'
import { LeaveForm } from './LeaveForm.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { SessionList } from './SessionList.tsx'
import { SignInNotice } from './SignInNotice.tsx'
import '../../../styles/account.css'

/** The account: email, password, where the member is signed in, their data, and leaving. */
export function AccountScreen({ language }: { language: Language }) {
  // What a member's page shows depends on this device's session, which the server cannot know: it is
  // drawn once the app has taken the page over, its words (a catalogue of their own) loaded then.
  const hydrated = useHydrated()
  if (!hydrated) return <Loading />
  return (
    <Suspense fallback={<Loading />}>
      <AccountContent language={language} />
    </Suspense>
  )
}

function AccountContent({ language }: { language: Language }) {
  useAccountMessages()
  const { t } = useLingui()
  useDocumentTitle(t`Account`)
  const signedIn = useAtomValue(isSignedInAtom)
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => getProfile(language, signal),
    enabled: signedIn,
    meta: PRIVATE_QUERY,
  })
  if (!signedIn)
    return <SignInNotice language={language} title={t`Account`} back={`/${language}/user/account`} />
  return (
    <section className="account">
      <h1 className="account__title">
        <Trans>Account</Trans>
      </h1>
      <p>
        <Link to="/$lang/user/profile" params={{ lang: language }}>
          <Trans>Edit your profile</Trans>
        </Link>
      </p>
      {profile.data ? (
        <EmailForm key={profile.data.email} language={language} email={profile.data.email} />
      ) : (
        <Loading />
      )}
      <PasswordForm language={language} />
      <SessionList language={language} />
      <DataExport language={language} />
      <LeaveForm language={language} />
    </section>
  )
}
