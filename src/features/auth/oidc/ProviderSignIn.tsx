import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { authFailureMessage, loginFailed } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { oidcInfoQuery, startOidc } from './api.ts'

/**
 * 'Sign in with {name}' on the sign-in and register screens when the server has an identity
 * provider: the server keeps the sign-in's state, nonce and PKCE verifier, and the browser goes to
 * the provider's page. Where passwords are for admins only, it says so above the password form.
 */
export function ProviderSignIn({
  language,
  redirect,
  registering = false,
}: {
  language: Language
  redirect?: string | undefined
  registering?: boolean
}) {
  const { t } = useLingui()
  const info = useQuery(oidcInfoQuery(language))
  const start = useMutation({
    mutationFn: () => startOidc(language, redirect),
    networkMode: 'always',
    onSuccess: ({ url }) => window.location.assign(url),
  })
  if (!info.data?.enabled) return null
  const name = info.data.name
  const adminsOnly = info.data.password_sign_in === 'admins'
  return (
    <div className="auth-form__provider">
      <button
        type="button"
        className="button auth-form__submit"
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {t`Sign in with ${name}`}
      </button>
      <FormAlert message={start.isError ? authFailureMessage(start.error, loginFailed) : null} />
      {adminsOnly ? (
        <p className="auth-form__note">
          {registering ? (
            <Trans>Accounts here are made by signing in with {name}.</Trans>
          ) : (
            <Trans>Signing in with a password is for admins only.</Trans>
          )}
        </p>
      ) : (
        <p className="auth-form__or">
          <Trans>or</Trans>
        </p>
      )}
    </div>
  )
}
