import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SOURCE_LIMIT_MAX } from '../../../contract/dashboard-limits.ts'
import type { Language } from '../../../contract/languages.ts'
import { SEARCH_QUERY_MAX } from '../../../contract/limits.ts'
import { posttypes } from '../../../contract/posttypes.ts'
import { listSorts } from '../../../contract/sorts.ts'
import type { SourceDraft } from '../dashboard-draft.ts'
import { usePostWords } from '../post-words.ts'
import { postsQuery } from '../posts-api.ts'
import { categoriesQuery } from '../site-api.ts'
import { SelectField } from './SelectField.tsx'

interface SourceFieldsProps {
  language: Language
  source: SourceDraft
  onChange: (source: SourceDraft) => void
}

/** Which posts fill a module: a post type in a sort, maybe one category, or posts chosen one by one. */
export function SourceFields({ language, source, onChange }: SourceFieldsProps) {
  const { t } = useLingui()
  const words = usePostWords()
  const ids = { limit: useId(), find: useId() }
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  // The titles of the posts chosen here; those chosen before are named by their id.
  const [titles, setTitles] = useState<Record<number, string>>({})
  const categories = useQuery(categoriesQuery(language, source.posttype, '', 1))
  const found = useQuery({
    ...postsQuery(language, { q, type: source.posttype, status: '', origin: '' }, 1),
    enabled: q !== '',
  })
  const loaded = categories.data?.data ?? []
  const chosen = source.ids ?? []
  const sortNames: Record<string, string> = {
    views_day__desc: t`Most viewed today`,
    created_at__desc: t`Newest`,
    updated_at__desc: t`Recently updated`,
    like_count__desc: t`Most liked`,
    views_week__desc: t`Most viewed this week`,
    rating_total__desc: t`Most stars`,
    rating_bayes__desc: t`Best rated`,
  }
  const titleOf = (id: number) => titles[id] ?? `#${id}`
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Posts shown</Trans>
      </legend>
      <SelectField
        label={t`Type`}
        value={source.posttype}
        choices={posttypes.map((one) => ({ value: one, label: words.of(one) }))}
        // Another type's categories and posts do not fit: they are let go.
        onChange={(posttype) => onChange({ posttype, sortby: source.sortby, limit: source.limit })}
      />
      <SelectField
        label={t`Sort`}
        value={source.sortby ?? listSorts[0]}
        choices={listSorts.map((sort) => ({ value: sort as string, label: sortNames[sort] ?? sort }))}
        onChange={(sortby) => onChange({ ...source, sortby })}
      />
      <SelectField
        label={t`Category`}
        value={source.category ?? ''}
        choices={[
          { value: '', label: t`All categories` },
          // A saved category beyond the first 50 is still shown as chosen, by its slug.
          ...(source.category && !loaded.some((one) => one.slug === source.category)
            ? [{ value: source.category, label: source.category }]
            : []),
          ...loaded.map((one) => ({ value: one.slug, label: one.name[language] || one.name.vi })),
        ]}
        onChange={(category) => onChange({ ...source, category })}
      />
      <div className="field">
        <label htmlFor={ids.limit} className="field__label">
          <Trans>How many posts</Trans>
        </label>
        <input
          id={ids.limit}
          className="field__input"
          type="number"
          min={1}
          max={SOURCE_LIMIT_MAX}
          value={source.limit}
          onChange={(event) => onChange({ ...source, limit: Number(event.target.value) })}
        />
      </div>
      <p>
        {chosen.length > 0 ? (
          <Trans>These posts, in this order, instead of the sort:</Trans>
        ) : (
          <Trans>No post chosen: the sort fills the module.</Trans>
        )}
      </p>
      {chosen.length > 0 ? (
        <ol className="admin-picks">
          {chosen.map((id) => {
            const title = titleOf(id)
            return (
              <li key={id}>
                {title}{' '}
                <button
                  type="button"
                  className="link-button"
                  aria-label={t`Leave out ${title}`}
                  onClick={() => onChange({ ...source, ids: chosen.filter((one) => one !== id) })}
                >
                  <Trans>Leave out</Trans>
                </button>
              </li>
            )
          })}
        </ol>
      ) : null}
      <div className="field">
        <label htmlFor={ids.find} className="field__label">
          <Trans>Find a post to choose</Trans>
        </label>
        <div className="admin-search__row">
          <input
            id={ids.find}
            className="field__input"
            type="search"
            value={typed}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Inside the dashboard's form, Enter searches instead of sending it.
              if (event.key === 'Enter') {
                event.preventDefault()
                setQ(typed.trim())
              }
            }}
          />
          <button type="button" className="button" onClick={() => setQ(typed.trim())}>
            <Trans>Find</Trans>
          </button>
        </div>
      </div>
      {found.data ? (
        <ul className="admin-picks" aria-label={t`Posts found`}>
          {found.data.data.map((post) => {
            const title = post.title[language] || post.title.vi || post.slug
            return (
              <li key={post.id}>
                {title}{' '}
                <button
                  type="button"
                  className="link-button"
                  disabled={chosen.includes(post.id)}
                  aria-label={t`Choose ${title}`}
                  onClick={() => {
                    setTitles({ ...titles, [post.id]: title })
                    onChange({ ...source, ids: [...chosen, post.id] })
                  }}
                >
                  <Trans>Choose</Trans>
                </button>
              </li>
            )
          })}
          {found.data.data.length === 0 ? (
            <li>
              <Trans>No post matches.</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
    </fieldset>
  )
}
