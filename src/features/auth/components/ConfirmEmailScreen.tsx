import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { RESET_TOKEN_PATTERN } from '../../../contract/password-reset.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { confirmRegistration } from '../api.ts'
import { authFailureMessage, registrationFailed } from '../auth-errors.ts'
import { isResetLinkGone } from '../password/errors.ts'
import { signIn } from '../session.ts'
import { FormAlert } from './FormAlert.tsx'

/** The mailed link's token (`?token=…`, a reset link's shape); undefined when there is none. */
function useToken() {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const token = new URLSearchParams(search).get('token') ?? ''
  return RESET_TOKEN_PATTERN.test(token) ? token : undefined
}

/**
 * The link mailed at registration: one press confirms the email, makes the account and signs the new
 * member in (a short session, as before), then home. Not on opening the page: a mail scanner that
 * opens links must not use the link up. A dead link says so and offers to register again.
 */
export function ConfirmEmailScreen({ language }: { language: Language }) {
  const token = useToken()
  const { t } = useLingui()
  useDocumentTitle(t`Confirm your email`)
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: (token: string) => confirmRegistration(language, token),
    networkMode: 'always',
    onSuccess: async (session) => {
      signIn(session, false)
      await navigate({ to: '/$lang', params: { lang: language } })
    },
  })
  const outcome = useRef<HTMLParagraphElement>(null)
  const gone = !token || isResetLinkGone(mutation.error)
  useEffect(() => {
    if (gone) outcome.current?.focus()
  }, [gone])

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Confirm your email</Trans>
      </h1>
      {gone ? (
        <>
          <p ref={outcome} className="auth-form__note" tabIndex={-1}>
            <Trans>This link to confirm your email has expired or was already used.</Trans>
          </p>
          <Link className="button auth-form__submit" to="/$lang/user/register" params={{ lang: language }}>
            <Trans>Register again</Trans>
          </Link>
        </>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (token) mutation.mutate(token)
          }}
        >
          <p className="auth-form__note">
            <Trans>Confirm this email to finish creating your account.</Trans>
          </p>
          <FormAlert
            message={mutation.isError ? authFailureMessage(mutation.error, registrationFailed) : null}
          />
          <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Trans>Creating your account…</Trans> : <Trans>Confirm my email</Trans>}
          </button>
        </form>
      )}
    </section>
  )
}
