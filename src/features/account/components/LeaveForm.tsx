import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { forgetToken } from '../../../shared/auth-atoms.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { showToast } from '../../../shared/ui/toasts/toast-atoms.ts'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { ACCOUNT_QUERY, deleteAccount } from '../api.ts'
import { leaveForm } from '../forms.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'

/**
 * Deleting the account takes the password, then a yes to a question that names what goes; afterwards
 * this device is signed out, goes home and says it is done.
 */
export function LeaveForm({ language }: { language: Language }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The form's values, while the question is asked.
  const [asking, setAsking] = useState<{ current_password: string } | null>(null)
  const mutation = useMutation({
    mutationFn: (input: { current_password: string }) => deleteAccount(language, input),
    networkMode: 'always',
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY] })
      forgetToken()
      await navigate({ to: '/$lang', params: { lang: language } })
      showToast({ kind: 'success', message: t`Your account has been deleted.` })
    },
    // The question closes on any answer: a refusal is said under the form, by its password.
    onSettled: () => setAsking(null),
  })
  const form = useForm(leaveForm, { current_password: '' }, setAsking)
  const password = form.field('current_password')
  return (
    <>
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
            Your profile, avatar, sessions, likes, ratings and reviews are deleted for good. Download your
            data first if you want to keep it.
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
      {/* Beside the form, not in it: the question is a form of its own. */}
      {asking ? (
        <ConfirmDialog
          message={t`Delete your account for good? Your profile, avatar, sessions, likes, ratings and reviews go with it, and cannot be brought back.`}
          confirmLabel={t`Delete my account`}
          busy={mutation.isPending}
          onConfirm={() => mutation.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  )
}
