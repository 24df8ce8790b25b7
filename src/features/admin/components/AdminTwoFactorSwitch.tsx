import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { adminTwoFactorQuery, setAdminTwoFactor } from '../two-factor-api.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'

/**
 * Whether admins must use two-factor sign-in: while required, an admin without it is refused every
 * admin call until they set it up on their security page. An admin turns it on only with their own on.
 */
export function AdminTwoFactorSwitch({ language }: { language: Language }) {
  const { t } = useLingui()
  const write = useAdminWrite()
  const setting = useQuery(adminTwoFactorQuery(language))
  const required = setting.data?.required
  if (required === undefined) return null
  const change = () =>
    write.run({
      send: () => setAdminTwoFactor(language, !required),
      done: required
        ? t`Admins no longer have to use two-factor sign-in.`
        : t`Admins must now use two-factor sign-in.`,
    })
  return (
    <div className="admin-card">
      <h2 className="admin-card__name">
        <Trans>Two-factor sign-in for admins</Trans>
      </h2>
      <p>
        {required ? (
          <Trans>Required: an admin without it cannot use the admin area until they set it up.</Trans>
        ) : (
          <Trans>Not required: admins choose for themselves.</Trans>
        )}{' '}
        <Link to="/$lang/user/security" params={{ lang: language }}>
          <Trans>Your own security settings</Trans>
        </Link>
      </p>
      <div className="admin-card__actions">
        <button type="button" className="button" disabled={write.busy} onClick={change}>
          {required ? (
            <Trans>Stop requiring two-factor sign-in</Trans>
          ) : (
            <Trans>Require two-factor sign-in for admins</Trans>
          )}
        </button>
      </div>
      <AdminStatus message={write.done} />
      <AdminAlert message={write.failed} />
    </div>
  )
}
