import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { SOURCE_LIMIT_MAX } from '../../../contract/dashboard-limits.ts'
import type { Language } from '../../../contract/languages.ts'
import { SEARCH_QUERY_MAX } from '../../../contract/limits.ts'
import { type Posttype, posttypes } from '../../../contract/posttypes.ts'
import { listSorts } from '../../../contract/sorts.ts'
import type { SourceDraft } from '../dashboard-draft.ts'
import { usePostWords } from '../post-words.ts'
import { postsQuery } from '../posts-api.ts'
import { categoriesQuery } from '../site-api.ts'

interface SourceFieldsProps {
  language: Language
  source: SourceDraft
  onChange: (source: SourceDraft) => void
}

/** Which posts fill a module: a post type in a sort, maybe one category, or posts chosen one by one. */
export function SourceFields({ language, source, onChange }: SourceFieldsProps) {
  const { t } = useLingui()
  const words = usePostWords()
  const ids = { type: useId(), sort: useId(), category: useId(), limit: useId(), find: useId() }
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  // The titles of the posts chosen here; those chosen before are named by their id.
  const [titles, setTitles] = useState<Record<number, string>>({})
  const categories = useQuery(categoriesQuery(language, source.posttype, '', 1))
  const found = useQuery({
    ...postsQuery(language, { q, type: source.posttype, status: '', origin: '' }, 1),
    enabled: q !== '',
  })
  const chosen = source.ids ?? []
  const sortNames: Record<string, string> = {
    views_day__desc: t`Most viewed today`,
    created_at__desc: t`Newest`,
    updated_at__desc: t`Recently updated`,
    like_count__desc: t`Most liked`,
    views_week__desc: t`Most viewed this week`,
    rating_total__desc: t`Best rated`,
  }
  const titleOf = (id: number) => titles[id] ?? `#${id}`
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Posts shown</Trans>
      </legend>
      <div className="field">
        <label htmlFor={ids.type} className="field__label">
          <Trans>Type</Trans>
        </label>
        <select
          id={ids.type}
          className="field__input"
          value={source.posttype}
          // Another type's categories and posts do not fit: they are let go.
          onChange={(event) =>
            onChange({ posttype: event.target.value as Posttype, sortby: source.sortby, limit: source.limit })
          }
        >
          {posttypes.map((one) => (
            <option key={one} value={one}>
              {words.of(one)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.sort} className="field__label">
          <Trans>Sort</Trans>
        </label>
        <select
          id={ids.sort}
          className="field__input"
          value={source.sortby ?? listSorts[0]}
          onChange={(event) => onChange({ ...source, sortby: event.target.value })}
        >
          {listSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortNames[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.category} className="field__label">
          <Trans>Category</Trans>
        </label>
        <select
          id={ids.category}
          className="field__input"
          value={source.category ?? ''}
          onChange={(event) => onChange({ ...source, category: event.target.value })}
        >
          <option value="">{t`All categories`}</option>
          {/* A saved category beyond the first 50 is still shown as chosen, by its slug. */}
          {source.category && !categories.data?.data.some((one) => one.slug === source.category) ? (
            <option value={source.category}>{source.category}</option>
          ) : null}
          {(categories.data?.data ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name[language] || category.name.vi}
            </option>
          ))}
        </select>
      </div>
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
