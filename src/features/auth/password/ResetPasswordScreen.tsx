import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { RESET_TOKEN_PATTERN } from '../../../contract/password-reset.ts'
import { forgetToken } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { authFailureMessage } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { TextField } from '../components/TextField.tsx'
import { useForm } from '../use-form.ts'
import { type ResetInput, resetPassword } from './api.ts'
import { isResetLinkGone, passwordResetFailed, ruleMessage } from './errors.ts'
import { newPasswordSchema } from './schema.ts'

/** The mailed link's token (`?token=…`), read as it was written; undefined when there is none. */
function useToken() {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const token = new URLSearchParams(search).get('token') ?? ''
  return RESET_TOKEN_PATTERN.test(token) ? token : undefined
}

/**
 * A new password from the mailed link. Done, every session of the account has ended (this device's
 * too), so the way on is to log in; a dead link says so and offers a new one.
 */
export function ResetPasswordScreen({ language }: { language: Language }) {
  const token = useToken()
  const { t } = useLingui()
  useDocumentTitle(t`Set a new password`)
  const mutation = useMutation({
    mutationFn: (input: ResetInput) => resetPassword(language, input),
    // Never paused and stored: the input holds a password.
    networkMode: 'always',
    onSuccess: () => forgetToken(),
  })
  const form = useForm(newPasswordSchema, { password: '', confirm_password: '' }, (values) => {
    if (token) mutation.mutate({ token, ...values })
  })
  const outcome = useRef<HTMLParagraphElement>(null)
  const gone = !token || isResetLinkGone(mutation.error)
  useEffect(() => {
    if (mutation.isSuccess || gone) outcome.current?.focus()
  }, [mutation.isSuccess, gone])

  const password = form.field('password')
  const confirm = form.field('confirm_password')
  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Set a new password</Trans>
      </h1>
      {mutation.isSuccess ? (
        <>
          <p ref={outcome} className="auth-form__note" tabIndex={-1}>
            <Trans>
              Your password has been changed. You are signed out everywhere: log in with the new one.
            </Trans>
          </p>
          <Link className="button auth-form__submit" to="/$lang/user/login" params={{ lang: language }}>
            <Trans>Log in</Trans>
          </Link>
        </>
      ) : gone ? (
        <>
          <p ref={outcome} className="auth-form__note" tabIndex={-1}>
            <Trans>This link to set a new password has expired or was already used.</Trans>
          </p>
          <Link
            className="button auth-form__submit"
            to="/$lang/user/forgot-password"
            params={{ lang: language }}
          >
            <Trans>Ask for a new link</Trans>
          </Link>
        </>
      ) : (
        <form method="post" noValidate onSubmit={form.submit}>
          <TextField
            {...password}
            error={ruleMessage(password.error)}
            label={t`New password`}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            {...confirm}
            error={ruleMessage(confirm.error)}
            label={t`Confirm new password`}
            type="password"
            autoComplete="new-password"
          />
          <FormAlert
            message={mutation.isError ? authFailureMessage(mutation.error, passwordResetFailed) : null}
          />
          <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
          </button>
        </form>
      )}
      {/* Once the password is changed, 'Đăng nhập' above is the way on: one way to the same place. */}
      {mutation.isSuccess ? null : (
        <p className="auth-form__switch">
          <Link className="auth-form__link" to="/$lang/user/login" params={{ lang: language }}>
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      )}
    </section>
  )
}
