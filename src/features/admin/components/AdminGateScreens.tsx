import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'

/** A member who opens an admin address: told plainly that it is for admins, with a way home. */
export function AdminForbidden({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Admins only`)
  return (
    <section className="status-screen" aria-labelledby="admin-forbidden-title">
      <p className="status-screen__code">403</p>
      <h1 id="admin-forbidden-title">
        <Trans>Admins only</Trans>
      </h1>
      <p>
        <Trans>This part of the site is for its admins. Your account is a member's account.</Trans>
      </p>
      <Link className="button" to="/$lang" params={{ lang: language }}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}

/** A visitor who opens an admin address: asked to sign in first. */
export function AdminSignIn({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Admin`)
  return (
    <section className="status-screen" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">
        <Trans>Admin</Trans>
      </h1>
      <p>
        <Trans>Sign in with an admin account to open the admin area.</Trans>
      </p>
      <Link className="button" to="/$lang/user/login" params={{ lang: language }}>
        <Trans>Log in</Trans>
      </Link>
    </section>
  )
}

/** Offline: admin screens show live data only, never a copy kept on the device. */
export function AdminOffline() {
  const { t } = useLingui()
  useDocumentTitle(t`Admin`)
  return (
    <section className="status-screen" aria-labelledby="admin-offline-title">
      <h1 id="admin-offline-title">
        <Trans>The admin area needs the network</Trans>
      </h1>
      <p>
        <Trans>
          Admin screens show the site as it is now and are never kept for offline use. Connect and try again.
        </Trans>
      </p>
    </section>
  )
}
