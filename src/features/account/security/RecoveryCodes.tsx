import { Trans, useLingui } from '@lingui/react/macro'

/** Recovery codes, shown once: the member keeps them somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui()
  return (
    <div className="security__codes" role="status">
      <p>
        <Trans>
          Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator
          app. They are shown only this time.
        </Trans>
      </p>
      <ul className="security__code-list" aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
