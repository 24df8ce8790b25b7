import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type AgeRating, ageRatings } from '../../../contract/age-ratings.ts'
import type { Language } from '../../../contract/languages.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FormAlert } from '../../auth/index.ts'
import { ageLimitKey, getAgeLimit, saveAgeLimit } from '../api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import { Done } from './Done.tsx'

/** The form's value for none of their own (the field is sent empty). */
const NONE = ''

/**
 * What the member sees: the highest age rating of the posts shown to them. They may lower it for
 * themselves (a shared device, a child's account), never above a limit an admin set, which is shown.
 */
export function AgeLimitForm({ language }: { language: Language }) {
  const { t } = useLingui()
  const selectId = useId()
  const hintId = useId()
  const queryClient = useQueryClient()
  const limits = useQuery({
    queryKey: ageLimitKey,
    queryFn: ({ signal }) => getAgeLimit(language, signal),
    meta: PRIVATE_QUERY,
  })
  const [draft, setDraft] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (own: string) => saveAgeLimit(language, own),
    networkMode: 'always',
    onSuccess: (answer) => {
      queryClient.setQueryData(ageLimitKey, answer)
      setDraft(null)
      // The catalogue kept for this member was what the old limit let through: asked again.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== ageLimitKey[1] })
    },
  })
  const names: Record<AgeRating, string> = { 0: t`All ages`, 13: '13+', 16: '16+', 18: '18+' }
  const data = limits.data
  const stored = data?.own_age_limit == null ? NONE : String(data.own_age_limit)
  const chosen = draft ?? stored
  const admins = data?.age_limit ?? null
  const adminsName = admins === null ? '' : names[admins]
  const seen = names[mutation.data?.effective ?? 18]
  return (
    <form
      className="account__form"
      method="post"
      noValidate
      aria-labelledby="age-limit-title"
      onSubmit={(event) => {
        event.preventDefault()
        mutation.mutate(chosen)
      }}
    >
      <h2 id="age-limit-title">
        <Trans>What you see</Trans>
      </h2>
      {data ? (
        <>
          <p id={hintId} className="account__hint">
            {admins === null ? (
              <Trans>
                Choose the highest age rating of the films, comics and novels shown to you. You can change it
                back at any time.
              </Trans>
            ) : (
              <Trans>
                An admin set your limit to {adminsName}. You can choose a lower one for yourself, not a higher
                one.
              </Trans>
            )}
          </p>
          <div className="field">
            <label htmlFor={selectId} className="field__label">
              <Trans>Highest age rating</Trans>
            </label>
            <select
              id={selectId}
              className="field__input"
              aria-describedby={hintId}
              value={chosen}
              onChange={(event) => {
                setDraft(event.target.value)
                mutation.reset()
              }}
            >
              <option value={NONE}>
                {admins === null ? t`No limit` : t`The admin’s limit (${adminsName})`}
              </option>
              {ageRatings
                .filter((rating) => admins === null || rating <= admins)
                .map((rating) => (
                  <option key={rating} value={String(rating)}>
                    {names[rating]}
                  </option>
                ))}
            </select>
          </div>
          <FormAlert
            message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null}
          />
          <button type="submit" className="button" disabled={mutation.isPending || chosen === stored}>
            <Trans>Save</Trans>
          </button>
          <Done show={mutation.isSuccess}>
            <Trans>Saved. Your age limit is now {seen}.</Trans>
          </Done>
        </>
      ) : limits.isError ? (
        <FormAlert message={accountFailureMessage(limits.error, updateFailed)} />
      ) : (
        <Loading />
      )}
    </form>
  )
}
