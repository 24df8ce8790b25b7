import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Session } from '../../../contract/schemas/session.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { type LoginInput, login } from '../api.ts'
import { authFailureMessage, loginFailed } from '../auth-errors.ts'
import { ProviderSignIn } from '../oidc/ProviderSignIn.tsx'
import type { AuthScreenProps } from '../return-to.ts'
import { loginSchema } from '../schema.ts'
import { signIn } from '../session.ts'
import { PasskeySignIn } from '../two-factor/PasskeySignIn.tsx'
import { SecondFactorForm } from '../two-factor/SecondFactorForm.tsx'
import { useForm } from '../use-form.ts'
import { CheckboxField } from './CheckboxField.tsx'
import { FormAlert } from './FormAlert.tsx'
import { TextField } from './TextField.tsx'

/**
 * Spec §2 login: email, password, remember me; on success the home page (spec §4), or the page the
 * visitor came from to do something that needs an account (rating).
 */
export function LoginScreen({ language, redirect }: AuthScreenProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Log in`)
  const navigate = useNavigate()
  // Two-factor sign-in: the step a code completes, after a correct password (two-factor/).
  const [step, setStep] = useState<{ token: string; remember: boolean } | null>(null)
  const finish = async (session: Session, remember: boolean) => {
    signIn(session, remember)
    await (redirect ? navigate({ href: redirect }) : navigate({ to: '/$lang', params: { lang: language } }))
  }
  const mutation = useMutation({
    mutationFn: (input: LoginInput) => login(language, input),
    // A sign-in is never kept for later: it must fail at once when offline, and a paused mutation
    // would be written to storage with the password in it.
    networkMode: 'always',
    onSuccess: async (answer, input) => {
      if ('second_factor' in answer) setStep({ token: answer.second_factor.token, remember: input.remember })
      else await finish(answer, input.remember)
    },
  })
  const form = useForm(loginSchema, { email: '', password: '', remember: false }, (values) =>
    mutation.mutate(values),
  )
  const email = form.field('email')
  const password = form.field('password')
  const remember = form.field('remember')

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Log in</Trans>
      </h1>
      <ProviderSignIn language={language} redirect={redirect} />
      {step ? (
        <SecondFactorForm
          language={language}
          token={step.token}
          onSignedIn={(session) => finish(session, step.remember)}
          onCancel={() => {
            setStep(null)
            mutation.reset()
          }}
        />
      ) : null}
      {/* Sent before the app runs (a page the server drew), a password goes in no address. */}
      <form method="post" noValidate onSubmit={form.submit} hidden={step !== null}>
        <TextField {...email} label={t`Email`} type="email" autoComplete="email" />
        <TextField {...password} label={t`Password`} type="password" autoComplete="current-password" />
        <div className="auth-form__row">
          <CheckboxField {...remember}>
            <Trans>Remember me</Trans>
          </CheckboxField>
          <Link className="auth-form__link" to="/$lang/user/forgot-password" params={{ lang: language }}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <FormAlert message={mutation.isError ? authFailureMessage(mutation.error, loginFailed) : null} />
        <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
      {step ? null : (
        <PasskeySignIn
          language={language}
          remember={remember.value}
          onSignedIn={(session) => finish(session, remember.value)}
        />
      )}
      <p className="auth-form__switch">
        <Trans>
          No account yet?{' '}
          <Link to="/$lang/user/register" params={{ lang: language }} search={{ redirect }}>
            Register
          </Link>
        </Trans>
      </p>
    </section>
  )
}
