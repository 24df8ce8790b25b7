import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { AgeRating } from '../../../contract/age-ratings.ts'
import type { Language } from '../../../contract/languages.ts'
import { useAgeRatingChoices, useAgeRatingNames } from '../age-rating-words.ts'
import { setVisitorAgeLimit, visitorAgeLimitQuery } from '../audience-api.ts'
import type { useAdminWrite } from '../use-admin-write.ts'

/**
 * What visitors (no session) see: the highest age rating of the posts shown to them. Members have
 * their own limits (the members screen); a kiosk chooses its own on the device.
 */
export function VisitorAgeLimit({
  language,
  write,
}: {
  language: Language
  write: ReturnType<typeof useAdminWrite>
}) {
  const { t } = useLingui()
  const titleId = useId()
  const selectId = useId()
  const names = useAgeRatingNames()
  const choices = useAgeRatingChoices()
  const setting = useQuery(visitorAgeLimitQuery(language))
  const [draft, setDraft] = useState<AgeRating | null>(null)
  const limit = setting.data?.limit
  if (limit === undefined) return null
  const chosen = draft ?? limit
  const save = (next: AgeRating) => {
    const name = names[next]
    write.run(
      {
        send: () => setVisitorAgeLimit(language, next),
        done: t`The visitors’ age limit is now ${name}.`,
      },
      { onSuccess: () => setDraft(null) },
    )
  }
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 className="admin-card__name" id={titleId}>
        <Trans>What visitors see</Trans>
      </h2>
      <p>
        <Trans>
          People who are not signed in see the posts rated up to this age. Members have their own limits, set
          on the members screen.
        </Trans>
      </p>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          save(chosen)
        }}
      >
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            <Trans>Highest age rating for visitors</Trans>
          </label>
          <select
            id={selectId}
            className="field__input"
            value={String(chosen)}
            onChange={(event) => setDraft(Number(event.target.value) as AgeRating)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={write.busy || chosen === limit}>
          <Trans>Save</Trans>
        </button>
      </form>
    </section>
  )
}
