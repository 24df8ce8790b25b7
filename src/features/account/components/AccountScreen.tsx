import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { useAccountMessages } from '../messages.ts'
import { useProfile } from '../use-profile.ts'
import { AgeLimitForm } from './AgeLimitForm.tsx'
import { AppKeySection } from './AppKeySection.tsx'
import { DataExport } from './DataExport.tsx'
import { EmailForm } from './EmailForm.tsx'
import { IdentityList } from './IdentityList.tsx'
import { LeaveForm } from './LeaveForm.tsx'
import { MemberPage } from './MemberPage.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { SessionList } from './SessionList.tsx'
import { SignInNotice } from './SignInNotice.tsx'
import '../../../styles/account.css'

/** The account: email, password, where the member is signed in, keys for reader apps, their data, and leaving. */
export function AccountScreen({ language }: { language: Language }) {
  return (
    <MemberPage>
      <AccountContent language={language} />
    </MemberPage>
  )
}

function AccountContent({ language }: { language: Language }) {
  useAccountMessages()
  const { t } = useLingui()
  useDocumentTitle(t`Account`)
  const { signedIn, profile } = useProfile(language)
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
      <p>
        <Link to="/$lang/user/security" params={{ lang: language }}>
          <Trans>Security: two-factor sign-in and passkeys</Trans>
        </Link>
      </p>
      <p>
        <Link to="/$lang/user/notifications" params={{ lang: language }}>
          <Trans>Notifications of new chapters</Trans>
        </Link>
      </p>
      {profile.data ? (
        <EmailForm key={profile.data.email} language={language} email={profile.data.email} />
      ) : (
        <Loading />
      )}
      <PasswordForm language={language} />
      <AgeLimitForm language={language} />
      <SessionList language={language} />
      <IdentityList language={language} />
      <AppKeySection language={language} />
      <DataExport language={language} />
      <LeaveForm language={language} />
    </section>
  )
}
