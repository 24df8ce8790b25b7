import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { appKeysKey, changePassword, sessionsKey } from '../api.ts'
import { passwordForm } from '../forms.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'
import { Done } from './Done.tsx'

/** Spec §5: the current password, a new one of 6 to 32, the same again; other devices are signed out. */
export function PasswordForm({ language }: { language: Language }) {
  // A new form after each change, so no password stays typed in it.
  const [round, setRound] = useState(0)
  return (
    <div>
      <PasswordFields key={round} language={language} onChanged={() => setRound((n) => n + 1)} />
      <Done show={round > 0}>
        <Trans>Your password is changed. Your other devices are signed out.</Trans>
      </Done>
    </div>
  )
}

function PasswordFields({ language, onChanged }: { language: Language; onChanged: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (input: { current_password: string; password: string; confirm_password: string }) =>
      changePassword(language, input),
    networkMode: 'always',
    onSuccess: async () => {
      // A new password ends the other sessions and every app key (server/account).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: appKeysKey }),
      ])
      onChanged()
    },
  })
  const form = useForm(passwordForm, { current_password: '', password: '', confirm_password: '' }, (values) =>
    mutation.mutate(values),
  )
  const field = (name: 'current_password' | 'password' | 'confirm_password') => {
    const props = form.field(name)
    return { ...props, error: ruleMessage(props.error) }
  }
  return (
    <form
      className="account__form"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="password-title"
    >
      <h2 id="password-title">
        <Trans>Change password</Trans>
      </h2>
      <TextField
        {...field('current_password')}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
      />
      <TextField {...field('password')} label={t`New password`} type="password" autoComplete="new-password" />
      <TextField
        {...field('confirm_password')}
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
      />
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        <Trans>Change password</Trans>
      </button>
    </form>
  )
}
