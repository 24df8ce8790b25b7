import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Session } from '../../../contract/schemas/session.ts'
import { authFailureMessage, loginFailed } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { completeSecondFactor } from './api.ts'

/**
 * After a correct password, for a member with two-factor sign-in: the code of their authenticator
 * app, or one of their recovery codes. The step lasts a few minutes; wrong codes count as wrong
 * passwords.
 */
export function SecondFactorForm({
  language,
  token,
  onSignedIn,
  onCancel,
}: {
  language: Language
  token: string
  onSignedIn: (session: Session) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const mutation = useMutation({
    mutationFn: (typed: string) => completeSecondFactor(language, token, typed),
    networkMode: 'always',
    onSuccess: onSignedIn,
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.trim()) mutation.mutate(code)
  }
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="auth-form__step">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <p className="auth-form__hint" id={`${id}-hint`}>
        <Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          {t`Code`}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className="field__input"
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          aria-describedby={`${id}-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <FormAlert message={mutation.isError ? authFailureMessage(mutation.error, loginFailed) : null} />
      <button type="submit" className="button auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Checking…</Trans> : <Trans>Verify</Trans>}
      </button>
      <button type="button" className="button button--ghost auth-form__submit" onClick={onCancel}>
        <Trans>Start again</Trans>
      </button>
    </form>
  )
}
