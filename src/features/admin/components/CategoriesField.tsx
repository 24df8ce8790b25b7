import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { folded } from '../../../contract/typed-text.ts'
import type { AdminPost } from '../posts-api.ts'

/** Past this many choices a filter box helps find one among the checkboxes. */
const FILTER_FROM = 12

type Category = AdminPost['category_choices'][number]

interface CategoriesFieldProps {
  language: Language
  /** The categories of the post's type. */
  choices: Category[]
  chosen: number[]
  onChange: (ids: number[]) => void
  /** The field's lock mark (LockMark), shown with its name. */
  lock: ReactNode
}

/** The post's categories, chosen with checkboxes among its type's; a filter when there are many. */
export function CategoriesField({ language, choices, chosen, onChange, lock }: CategoriesFieldProps) {
  const filterId = useId()
  const [filter, setFilter] = useState('')
  const nameOf = (category: Category) => category.name[language] || category.name.vi || category.slug
  const wanted = folded(filter.trim())
  const matching = (category: Category) =>
    folded(`${category.name.vi} ${category.name.en} ${category.slug}`).includes(wanted)
  // A chosen category stays in sight whatever the filter, so it can always be unticked.
  const shown = choices.filter((category) => !wanted || chosen.includes(category.id) || matching(category))
  const found = !wanted || choices.some(matching)
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id].sort((a, b) => a - b) : chosen.filter((other) => other !== id))
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans context="admin">Categories</Trans> {lock}
      </legend>
      {choices.length === 0 ? (
        <p className="admin-empty">
          <Trans>
            This post type has no categories yet: add them in{' '}
            <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'terms' }}>
              Categories and people
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      {choices.length > FILTER_FROM ? (
        <div className="field">
          <label htmlFor={filterId} className="field__label">
            <Trans>Find a category</Trans>
          </label>
          <input
            id={filterId}
            type="search"
            className="field__input"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      ) : null}
      {choices.length > 0 ? (
        <ul className="admin-checks">
          {shown.map((category) => (
            <li key={category.id}>
              <label className="field field--checkbox">
                <input
                  type="checkbox"
                  className="field__checkbox"
                  checked={chosen.includes(category.id)}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                <span>{nameOf(category)}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {!found ? (
        <p className="admin-empty">
          <Trans>No category has this name.</Trans>
        </p>
      ) : null}
    </fieldset>
  )
}
