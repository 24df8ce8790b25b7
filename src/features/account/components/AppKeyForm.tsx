import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { AppKey } from '../../../contract/schemas/app-keys.ts'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { appKeysKey } from '../api.ts'
import { type CreatedAppKey, createAppKey } from '../app-keys-api.ts'
import { appKeyForm } from '../forms.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'

/** A new key, named after the app or device it is for. */
export function AppKeyForm({
  language,
  onCreated,
}: {
  language: Language
  onCreated: (created: CreatedAppKey) => void
}) {
  // A new form after each key, so the next one starts with an empty name.
  const [round, setRound] = useState(0)
  return (
    <AppKeyFields
      key={round}
      language={language}
      onCreated={(created) => {
        setRound((n) => n + 1)
        onCreated(created)
      }}
    />
  )
}

function AppKeyFields({
  language,
  onCreated,
}: {
  language: Language
  onCreated: (created: CreatedAppKey) => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (name: string) => createAppKey(language, name),
    networkMode: 'always',
    onSuccess: (created) => {
      // Listed at once from the answer (newest first, as the server lists them), then asked for again.
      queryClient.setQueryData<AppKey[]>(appKeysKey, (keys) => keys && [created.app_key, ...keys])
      void queryClient.invalidateQueries({ queryKey: appKeysKey })
      onCreated(created)
    },
  })
  const form = useForm(appKeyForm, { name: '' }, (values) => mutation.mutate(values.name))
  const name = form.field('name')
  return (
    <form
      className="account__key-form"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="app-key-form-title"
    >
      <h3 id="app-key-form-title">
        <Trans>Make a key for an app</Trans>
      </h3>
      <p className="account__hint">
        <Trans>Name it after the app or device it is for, such as “KOReader on my Kobo”.</Trans>
      </p>
      <TextField {...name} error={ruleMessage(name.error)} label={t`Key name`} autoComplete="off" />
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <button type="submit" className="button" disabled={mutation.isPending}>
        <Trans>Create key</Trans>
      </button>
    </form>
  )
}
