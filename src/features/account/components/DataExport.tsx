import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { FormAlert } from '../../auth/index.ts'
import { exportAccount } from '../api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'

/** Saves the answer as a file: the call needs the session's header, which a plain link cannot send. */
function saveJson(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the file after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** "Download my data": one JSON file of everything the site keeps about the member. */
export function DataExport({ language }: { language: Language }) {
  const mutation = useMutation({
    mutationFn: () => exportAccount(language),
    networkMode: 'always',
    onSuccess: (data) => saveJson(data, `mot-account-${new Date().toISOString().slice(0, 10)}.json`),
  })
  return (
    <section className="account__section" aria-labelledby="data-title">
      <h2 id="data-title">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          One JSON file of everything this site keeps about you: profile, sessions, likes, ratings and
          reviews.
        </Trans>
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        <Trans>Download my data</Trans>
      </button>
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
    </section>
  )
}
