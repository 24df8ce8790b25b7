import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { FINDER_QUERY_MIN, SEARCH_QUERY_MAX } from '../../../contract/limits.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { useCallMessage } from '../../../shared/ui/use-call-message.ts'
import { membersQueryOptions } from '../finder-query.ts'
import { MemberList } from './MemberList.tsx'

/**
 * The finder's search: a labelled box and a button that puts the query in the address (so the list
 * can be reloaded, linked and come back to from a profile), then the members found as links, a
 * page at a time. Asked only on sending, not on each key: every search counts against a limit.
 */
export function MemberSearch({ language, q }: { language: Language; q: string | undefined }) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const navigate = useNavigate()
  const [text, setText] = useState(q ?? '')
  // Back and forward change the address's query: the box follows it.
  const [shown, setShown] = useState(q)
  if (shown !== q) {
    setShown(q)
    setText(q ?? '')
  }
  const asked = q && q.length >= FINDER_QUERY_MIN ? q : undefined
  const found = useInfiniteQuery({ ...membersQueryOptions(language, asked ?? ''), enabled: Boolean(asked) })
  const members = found.data?.pages.flatMap((page) => page.members) ?? []
  const callMessage = useCallMessage()

  return (
    <>
      {/* A form with the search role, as the site's search has: a landmark older screen readers announce. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <form
        role="search"
        className="search-form finder__search"
        onSubmit={(event) => {
          event.preventDefault()
          const next = text.trim()
          void navigate({ to: '/$lang/finder', params: { lang: language }, search: next ? { q: next } : {} })
        }}
      >
        <label htmlFor={inputId} className="finder__label">
          <Trans>Name or username</Trans>
        </label>
        <div className="search-form__query">
          <input
            id={inputId}
            className="search-form__input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            aria-describedby={hintId}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button search-form__submit">
            <Trans>Find</Trans>
          </button>
        </div>
        <p id={hintId} className="finder__hint">
          <Trans>
            At least {FINDER_QUERY_MIN} characters. Members show here once they have chosen a username.
          </Trans>
        </p>
      </form>
      {q && !asked ? (
        <p role="status">
          <Trans>Type at least {FINDER_QUERY_MIN} characters.</Trans>
        </p>
      ) : null}
      {asked ? (
        <section className="finder__found" aria-labelledby={`${inputId}-found`}>
          <h2 id={`${inputId}-found`} className="finder__found-title">
            <Trans>Members found</Trans>
          </h2>
          {found.isPending ? (
            <Loading />
          ) : found.isError ? (
            <p role="alert">
              {isApiError(found.error) ? callMessage(found.error) : t`Members could not be loaded.`}
            </p>
          ) : members.length === 0 ? (
            <p role="status">{t`No member found for “${asked}”.`}</p>
          ) : (
            <MemberList language={language} members={members} />
          )}
          {found.hasNextPage ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={found.isFetchingNextPage}
              onClick={() => void found.fetchNextPage()}
            >
              <Trans>More members</Trans>
            </button>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
