import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { RESET_LINK_MINUTES } from '../../../contract/password-reset.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { authFailureMessage } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { TextField } from '../components/TextField.tsx'
import { forgotPasswordSchema } from '../schema.ts'
import { useForm } from '../use-form.ts'
import { askForResetLink } from './api.ts'
import { resetLinkFailed } from './errors.ts'

/**
 * A forgotten password: the email of the account, then the same words whatever it was, so the
 * screen never tells whether an email has an account. The link comes by mail.
 */
export function ForgotPasswordScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Forgot password`)
  const mutation = useMutation({
    mutationFn: (email: string) => askForResetLink(language, email),
    networkMode: 'always',
  })
  const form = useForm(forgotPasswordSchema, { email: '' }, ({ email }) => mutation.mutate(email))
  const sent = useRef<HTMLParagraphElement>(null)
  // The form is gone once sent: the reader is taken to what happened instead of to the page's top.
  useEffect(() => {
    if (mutation.isSuccess) sent.current?.focus()
  }, [mutation.isSuccess])
  const minutes = RESET_LINK_MINUTES

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Forgot password</Trans>
      </h1>
      {mutation.isSuccess ? (
        <p ref={sent} className="auth-form__note" tabIndex={-1}>
          <Trans>
            If an account uses this email, a link to set a new password is on its way. The link works once,
            for {minutes} minutes.
          </Trans>
        </p>
      ) : (
        <>
          <p className="auth-form__note">
            <Trans>Enter the email of your account and we will send you a link to set a new password.</Trans>
          </p>
          <form method="post" noValidate onSubmit={form.submit}>
            <TextField {...form.field('email')} label={t`Email`} type="email" autoComplete="email" />
            <FormAlert
              message={mutation.isError ? authFailureMessage(mutation.error, resetLinkFailed) : null}
            />
            <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send the link</Trans>}
            </button>
          </form>
        </>
      )}
      <p className="auth-form__switch">
        <Link className="auth-form__link" to="/$lang/user/login" params={{ lang: language }}>
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </section>
  )
}
