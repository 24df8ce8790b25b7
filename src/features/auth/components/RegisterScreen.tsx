import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { REGISTRATION_LINK_HOURS } from '../../../contract/registration.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { type RegisterInput, register } from '../api.ts'
import { authFailureMessage, registrationFailed } from '../auth-errors.ts'
import { ProviderSignIn } from '../oidc/ProviderSignIn.tsx'
import type { AuthScreenProps } from '../return-to.ts'
import { registerSchema } from '../schema.ts'
import { useForm } from '../use-form.ts'
import { CheckboxField } from './CheckboxField.tsx'
import { FormAlert } from './FormAlert.tsx'
import { TextField } from './TextField.tsx'

const empty = { name: '', email: '', password: '', confirmPassword: '', terms: false }

/**
 * Spec §2 register: name, email, password twice, the terms. The answer is the same whether the email
 * has an account or not (so the screen tells no one which emails do): check your mail. The mailed
 * link finishes the registration (ConfirmEmailScreen).
 */
export function RegisterScreen({ language, redirect }: AuthScreenProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Register`)
  const mutation = useMutation({
    mutationFn: (input: RegisterInput) => register(language, input),
    // As for sign-in: never paused and stored, with a password in it.
    networkMode: 'always',
  })
  const form = useForm(registerSchema, empty, ({ name, email, password }) =>
    mutation.mutate({ name, email, password }),
  )
  const sent = useRef<HTMLParagraphElement>(null)
  // The form is gone once sent: the reader is taken to what happened instead of to the page's top.
  useEffect(() => {
    if (mutation.isSuccess) sent.current?.focus()
  }, [mutation.isSuccess])
  const email = mutation.variables?.email ?? ''
  const hours = REGISTRATION_LINK_HOURS

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Create an account</Trans>
      </h1>
      <ProviderSignIn language={language} redirect={redirect} registering />
      {mutation.isSuccess ? (
        <p ref={sent} className="auth-form__note" tabIndex={-1}>
          <Trans>
            Check your mail: we sent a message to {email}. Open the link in it to confirm your email and
            finish registering; it works once, for {hours} hours. If this email already has an account, the
            message says how to log in.
          </Trans>
        </p>
      ) : (
        /* Sent before the app runs (a page the server drew), a password goes in no address. */
        <form method="post" noValidate onSubmit={form.submit}>
          <TextField {...form.field('name')} label={t`Name`} autoComplete="name" />
          <TextField {...form.field('email')} label={t`Email`} type="email" autoComplete="email" />
          <TextField
            {...form.field('password')}
            label={t`Password`}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            {...form.field('confirmPassword')}
            label={t`Confirm password`}
            type="password"
            autoComplete="new-password"
          />
          <CheckboxField {...form.field('terms')}>
            <Trans>
              I agree to the{' '}
              <a href={`/${language}/terms`} target="_blank" rel="noopener">
                terms of use
              </a>
            </Trans>
          </CheckboxField>
          <FormAlert
            message={mutation.isError ? authFailureMessage(mutation.error, registrationFailed) : null}
          />
          <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Trans>Creating your account…</Trans> : <Trans>Register</Trans>}
          </button>
        </form>
      )}
      <p className="auth-form__switch">
        <Trans>
          Already have an account?{' '}
          <Link to="/$lang/user/login" params={{ lang: language }} search={{ redirect }}>
            Log in
          </Link>
        </Trans>
      </p>
    </section>
  )
}
