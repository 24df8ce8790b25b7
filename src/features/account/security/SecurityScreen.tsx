import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FormAlert } from '../../auth/index.ts'
import { MemberPage } from '../components/MemberPage.tsx'
import { SignInNotice } from '../components/SignInNotice.tsx'
import { useAccountMessages } from '../messages.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import { getSecurity, securityKey } from './api.ts'
import { PasskeySection } from './PasskeySection.tsx'
import { TwoFactorSection } from './TwoFactorSection.tsx'
import '../../../styles/account.css'

/** `/{lang}/user/security`: two-factor sign-in (an authenticator app, recovery codes) and passkeys. */
export function SecurityScreen({ language }: { language: Language }) {
  return (
    <MemberPage>
      <SecurityContent language={language} />
    </MemberPage>
  )
}

function SecurityContent({ language }: { language: Language }) {
  useAccountMessages()
  const { t } = useLingui()
  useDocumentTitle(t`Security`)
  const signedIn = useAtomValue(isSignedInAtom)
  const security = useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => getSecurity(language, signal),
    meta: PRIVATE_QUERY,
    enabled: signedIn,
  })
  if (!signedIn)
    return <SignInNotice language={language} title={t`Security`} back={`/${language}/user/security`} />
  return (
    <section className="account security">
      <h1 className="account__title">
        <Trans>Security</Trans>
      </h1>
      <p>
        <Link to="/$lang/user/account" params={{ lang: language }}>
          <Trans>Back to your account</Trans>
        </Link>
      </p>
      {security.isPending ? <Loading /> : null}
      <FormAlert message={security.isError ? accountFailureMessage(security.error, updateFailed) : null} />
      {security.data ? (
        <>
          <TwoFactorSection language={language} status={security.data} />
          <PasskeySection language={language} passkeys={security.data.passkeys} />
        </>
      ) : null}
    </section>
  )
}
