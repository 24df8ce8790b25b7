import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { TwoFactor } from '../../../contract/schemas/two-factor.ts'
import { FormAlert } from '../../auth/index.ts'
import { Done } from '../components/Done.tsx'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import {
  confirmTwoFactor,
  disableTwoFactor,
  type Proof,
  renewRecoveryCodes,
  securityKey,
  startTwoFactor,
} from './api.ts'
import { QrCode } from './QrCode.tsx'
import { RecoveryCodes } from './RecoveryCodes.tsx'

/**
 * Two-factor sign-in: off, it offers to set up an authenticator app (a QR code and the secret as
 * text, then a first code, then ten recovery codes shown once); on, new recovery codes or turning it
 * off, each with the password or a code.
 */
export function TwoFactorSection({ language, status }: { language: Language; status: TwoFactor }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [codes, setCodes] = useState<string[] | null>(null)
  const [turnedOff, setTurnedOff] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKey })
  const enabledAt = status.enabled_at ? i18n.date(new Date(status.enabled_at), { dateStyle: 'medium' }) : ''
  const left = status.recovery_codes_left
  return (
    <section className="account__section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {status.required && !status.enabled ? (
        <p className="security__required" role="alert">
          <Trans>This site requires admins to use two-factor sign-in. Set it up to use the admin area.</Trans>
        </p>
      ) : null}
      {status.enabled ? (
        <>
          <p data-testid="two-factor-status">
            <Trans>
              On since {enabledAt}. Recovery codes left: {left}.
            </Trans>
          </p>
          {codes ? <RecoveryCodes codes={codes} /> : null}
          <ProofForm
            language={language}
            id="renew-codes"
            title={<Trans>New recovery codes</Trans>}
            button={<Trans>Make new recovery codes</Trans>}
            send={renewRecoveryCodes}
            onDone={(answer) => {
              setCodes((answer as { recovery_codes: string[] }).recovery_codes)
              void refresh()
            }}
          />
          {status.required ? null : (
            <ProofForm
              language={language}
              id="disable-two-factor"
              title={<Trans>Turn off two-factor sign-in</Trans>}
              button={<Trans>Turn off</Trans>}
              send={disableTwoFactor}
              onDone={() => {
                setCodes(null)
                setTurnedOff(true)
                void refresh()
              }}
            />
          )}
        </>
      ) : (
        <>
          <p data-testid="two-factor-status">
            <Trans>
              Off. With it on, signing in asks for a code from an app on your phone after your password.
            </Trans>
          </p>
          {codes ? <RecoveryCodes codes={codes} /> : null}
          <Enrol
            language={language}
            onEnabled={(made) => {
              setCodes(made)
              setTurnedOff(false)
              void refresh()
            }}
          />
        </>
      )}
      <Done show={turnedOff && !status.enabled}>
        <Trans>Two-factor sign-in is off.</Trans>
      </Done>
    </section>
  )
}

function Enrol({ language, onEnabled }: { language: Language; onEnabled: (codes: string[]) => void }) {
  const { t } = useLingui()
  const id = useId()
  const [code, setCode] = useState('')
  const start = useMutation({ mutationFn: () => startTwoFactor(language), networkMode: 'always' })
  const confirm = useMutation({
    mutationFn: (typed: string) => confirmTwoFactor(language, typed),
    networkMode: 'always',
    onSuccess: (answer) => {
      start.reset()
      setCode('')
      onEnabled(answer.recovery_codes)
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (code.trim()) confirm.mutate(code)
  }
  if (!start.data)
    return (
      <div>
        <FormAlert message={start.isError ? accountFailureMessage(start.error, updateFailed) : null} />
        <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
          <Trans>Set up an authenticator app</Trans>
        </button>
      </div>
    )
  const { secret, uri } = start.data
  return (
    <form
      className="account__form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>
        <Trans>Set up an authenticator app</Trans>
      </h3>
      <p>
        <Trans>Scan this QR code with your authenticator app, or type the key below into it.</Trans>
      </p>
      <QrCode value={uri} label={t`QR code to set up an authenticator app`} />
      <p>
        <Trans>Key:</Trans>{' '}
        <code className="security__secret" data-testid="totp-secret">
          {secret}
        </code>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          {t`Code from the app`}
        </label>
        <input
          id={`${id}-code`}
          className="field__input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <FormAlert message={confirm.isError ? accountFailureMessage(confirm.error, updateFailed) : null} />
      <button type="submit" className="button" disabled={confirm.isPending}>
        <Trans>Turn on two-factor sign-in</Trans>
      </button>
    </form>
  )
}

/** A form that proves it is the member (the password, or a code) before a change. */
function ProofForm({
  language,
  id,
  title,
  button,
  send,
  onDone,
}: {
  language: Language
  id: string
  title: React.ReactNode
  button: React.ReactNode
  send: (language: Language, proof: Proof) => Promise<unknown>
  onDone: (answer: unknown) => void
}) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const mutation = useMutation({
    mutationFn: (proof: Proof) => send(language, proof),
    networkMode: 'always',
    onSuccess: (answer) => {
      setPassword('')
      setCode('')
      onDone(answer)
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    mutation.mutate(code.trim() ? { code } : { password })
  }
  return (
    <form
      className="account__form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="account__hint">
        <Trans>Confirm with your password, or with a code from your app.</Trans>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t`Current password`}
        </label>
        <input
          id={`${id}-password`}
          className="field__input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-code`}>
          {t`Or a code`}
        </label>
        <input
          id={`${id}-code`}
          className="field__input"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        {button}
      </button>
    </form>
  )
}
