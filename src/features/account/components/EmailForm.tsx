import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { userAtom } from '../../../shared/auth-atoms.ts'
import { store } from '../../../shared/store.ts'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { ACCOUNT_QUERY, changeEmail } from '../api.ts'
import { emailForm } from '../forms.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'
import { Done } from './Done.tsx'

/** A new email, with the current password; every other device is signed out. */
export function EmailForm({ language, email }: { language: Language; email: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const user = useAtomValue(userAtom)
  const mutation = useMutation({
    mutationFn: (input: { email: string; current_password: string }) => changeEmail(language, input),
    networkMode: 'always',
    onSuccess: async (answer) => {
      if (user) store.set(userAtom, { ...user, email: answer.email })
      await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY] })
    },
  })
  const form = useForm(emailForm, { email, current_password: '' }, (values) => mutation.mutate(values))
  const field = (name: 'email' | 'current_password') => {
    const props = form.field(name)
    return { ...props, error: ruleMessage(props.error) }
  }
  return (
    <form
      className="account__form"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-labelledby="email-title"
    >
      <h2 id="email-title">
        <Trans>Change email</Trans>
      </h2>
      <TextField {...field('email')} label={t`New email`} type="email" autoComplete="email" />
      <TextField
        {...field('current_password')}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
      />
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <Done show={mutation.isSuccess}>
        <Trans>Your email is changed. Your other devices are signed out.</Trans>
      </Done>
      <button type="submit" className="button" disabled={mutation.isPending}>
        <Trans>Change email</Trans>
      </button>
    </form>
  )
}
