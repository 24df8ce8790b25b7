import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { Session } from '../../../contract/schemas/session.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { authFailureMessage } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { signInWithPasskey } from './api.ts'

const passkeyFailed = msg`Signing in with a passkey did not work. Please try again.`

/**
 * 'Sign in with a passkey': no email needed, the browser offers this site's passkeys (discoverable
 * credentials). A passkey is a full sign-in: no code follows.
 */
export function PasskeySignIn({
  language,
  remember,
  onSignedIn,
}: {
  language: Language
  remember: boolean
  onSignedIn: (session: Session) => void
}) {
  const { i18n } = useLingui()
  const mutation = useMutation({
    mutationFn: () => signInWithPasskey(language, remember),
    networkMode: 'always',
    onSuccess: onSignedIn,
  })
  return (
    <div className="auth-form__passkey">
      <button
        type="button"
        className="button button--ghost auth-form__submit"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        <Trans>Sign in with a passkey</Trans>
      </button>
      {/* The browser's own refusals (cancelled, no passkey here) are not the server's words. Shown
          only when there is one: an alert is read out as it appears, and the form above has its own. */}
      {mutation.isError ? (
        <FormAlert
          message={
            isApiError(mutation.error)
              ? authFailureMessage(mutation.error, passkeyFailed)
              : i18n._(passkeyFailed)
          }
        />
      ) : null}
    </div>
  )
}
