import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { SEARCH_QUERY_MAX } from '../../../contract/limits.ts'

interface SearchBarProps {
  /** What is searched, as the field's label says it (`Name or email`). */
  label: string
  value: string
  onChange: (value: string) => void
}

/**
 * An admin list's search field with its button, which sends the form it stands in: the list's
 * other filters sit beside it in that form.
 */
export function SearchBar({ label, value, onChange }: SearchBarProps) {
  const id = useId()
  return (
    <div className="field admin-filters__search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="admin-search__row">
        <input
          id={id}
          className="field__input"
          type="search"
          value={value}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </div>
    </div>
  )
}
