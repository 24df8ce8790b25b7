import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { PASSKEY_NAME_MAX, type Passkey } from '../../../contract/schemas/two-factor.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { FormAlert } from '../../auth/index.ts'
import { Done } from '../components/Done.tsx'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import { addPasskey, removePasskey, securityKey } from './api.ts'

const passkeyFailed = msg`The passkey was not saved. Please try again.`

/** The member's passkeys, newest first, with when each was made and last used; add one, remove one. */
export function PasskeySection({ language, passkeys }: { language: Language; passkeys: Passkey[] }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [news, setNews] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKey })
  const add = useMutation({
    mutationFn: (named: string) => addPasskey(language, named),
    networkMode: 'always',
    onSuccess: (passkey) => {
      const added = passkey.name
      setName('')
      setNews(t`Passkey “${added}” added.`)
      void refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(language, passkey.id),
    networkMode: 'always',
    onSuccess: (_answer, passkey) => {
      const removed = passkey.name
      setNews(t`Passkey “${removed}” removed.`)
      void refresh()
    },
  })
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNews(null)
    if (name.trim()) add.mutate(name.trim())
  }
  const addError = add.isError
    ? isApiError(add.error)
      ? accountFailureMessage(add.error, passkeyFailed)
      : i18n._(passkeyFailed)
    : null
  return (
    <section className="account__section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">
        <Trans>Passkeys</Trans>
      </h2>
      <p>
        <Trans>
          A passkey signs you in with your fingerprint, face or screen lock instead of your password, and no
          code is asked after it.
        </Trans>
      </p>
      {passkeys.length === 0 ? (
        <p className="account__hint">
          <Trans>You have no passkeys yet.</Trans>
        </p>
      ) : (
        <ul className="account__keys-list" aria-labelledby="passkeys-title">
          {passkeys.map((passkey) => {
            const created = when(passkey.created_at)
            const used = passkey.last_used_at ? when(passkey.last_used_at) : null
            const passkeyName = passkey.name
            return (
              <li key={passkey.id} className="account__key">
                <div>
                  <p className="account__key-name">{passkeyName}</p>
                  <p className="account__hint">
                    <Trans>Created {created}</Trans>{' '}
                    {used ? <Trans>Last used {used}</Trans> : <Trans>Never used</Trans>}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={remove.isPending}
                  aria-label={t`Remove ${passkeyName}`}
                  onClick={() => {
                    setNews(null)
                    remove.mutate(passkey)
                  }}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <FormAlert message={remove.isError ? accountFailureMessage(remove.error, updateFailed) : null} />
      <form className="account__key-form" method="post" noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="passkey-name">
            {t`Passkey name`}
          </label>
          <input
            id="passkey-name"
            className="field__input"
            name="name"
            maxLength={PASSKEY_NAME_MAX}
            placeholder={t`e.g. My phone`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <FormAlert message={addError} />
        <button type="submit" className="button" disabled={add.isPending || !name.trim()}>
          <Trans>Add a passkey</Trans>
        </button>
      </form>
      <Done show={news !== null}>{news}</Done>
    </section>
  )
}
