import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import { forgetToken } from '../../../shared/auth-atoms.ts'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { ACCOUNT_QUERY, deleteAccount } from '../api.ts'
import { leaveForm } from '../forms.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'

/** Deleting the account takes the password; afterwards this device is signed out and goes home. */
export function LeaveForm({ language }: { language: Language }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (input: { current_password: string }) => deleteAccount(language, input),
    networkMode: 'always',
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY] })
      forgetToken()
      await navigate({ to: '/$lang', params: { lang: language } })
    },
  })
  const form = useForm(leaveForm, { current_password: '' }, (values) => mutation.mutate(values))
  const password = form.field('current_password')
  return (
    <form
      className="account__form account__leave"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="leave-title"
    >
      <h2 id="leave-title">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>
          Your profile, avatar, sessions, likes, ratings and reviews are deleted for good. Download your data
          first if you want to keep it.
        </Trans>
      </p>
      <TextField
        {...password}
        error={ruleMessage(password.error)}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <button type="submit" className="button button--danger" disabled={mutation.isPending}>
        <Trans>Delete my account</Trans>
      </button>
    </form>
  )
}
