import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { type RegisterInput, register } from '../api.ts'
import { authFailureMessage, registrationFailed } from '../auth-errors.ts'
import type { AuthScreenProps } from '../return-to.ts'
import { registerSchema } from '../schema.ts'
import { signIn } from '../session.ts'
import { useForm } from '../use-form.ts'
import { CheckboxField } from './CheckboxField.tsx'
import { FormAlert } from './FormAlert.tsx'
import { TextField } from './TextField.tsx'

const empty = { name: '', email: '', password: '', confirmPassword: '', terms: false }

/**
 * Spec §2 register: name, email, password twice, the terms; a new member is signed in and sent home,
 * or back to the page they came from.
 */
export function RegisterScreen({ language, redirect }: AuthScreenProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Register`)
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: (input: RegisterInput) => register(language, input),
    // As for sign-in: never paused and stored, with a password in it.
    networkMode: 'always',
    onSuccess: async (session) => {
      // The server opens a short session for a new account: it ends with the browser session too.
      signIn(session, false)
      await (redirect ? navigate({ href: redirect }) : navigate({ to: '/$lang', params: { lang: language } }))
    },
  })
  const form = useForm(registerSchema, empty, ({ name, email, password }) =>
    mutation.mutate({ name, email, password }),
  )

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Create an account</Trans>
      </h1>
      {/* Sent before the app runs (a page the server drew), a password goes in no address. */}
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
