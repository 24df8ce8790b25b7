import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, useId } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import { isBlankSearch, type SearchParams } from '../../../contract/schemas/search-params.ts'
import { type SearchSort, searchSorts } from '../../../contract/sorts.ts'
import { filterLabels, searchFilters, sortLabels } from '../search-labels.ts'
import { SearchCombobox } from './SearchCombobox.tsx'

interface SearchFormProps {
  language: Language
  params: SearchParams
  text: string
  inputRef: Ref<HTMLInputElement>
  onTextChange: (text: string) => void
  onLeave: () => void
  onSubmit: () => void
  onChange: (next: { filter?: Posttype; sort?: SearchSort }) => void
  onReset: () => void
}

/** The query box, the type filter and the sort (spec §2), as one search landmark. */
export function SearchForm({
  language,
  params,
  text,
  inputRef,
  onTextChange,
  onLeave,
  onSubmit,
  onChange,
  onReset,
}: SearchFormProps) {
  const { t } = useLingui()
  const sortId = useId()
  const filters = [undefined, ...searchFilters]
  return (
    // A form with the search role, rather than the newer <search> element, which older screen
    // readers do not announce as a landmark yet.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {/* A button to send the form, not Enter alone: voice control says its name ('Search'), and a
          pointer has something to press. */}
      <div className="search-form__query">
        <SearchCombobox
          language={language}
          text={text}
          inputRef={inputRef}
          onTextChange={onTextChange}
          onLeave={onLeave}
        />
        <button type="submit" className="button search-form__submit">
          <Trans>Search</Trans>
        </button>
      </div>
      <div className="search-form__options">
        <fieldset className="search-form__filters">
          <legend className="visually-hidden">
            <Trans>Type</Trans>
          </legend>
          {filters.map((filter) => (
            <button
              key={filter ?? 'all'}
              type="button"
              className="pill"
              aria-pressed={params.filter === filter}
              onClick={() => params.filter !== filter && onChange({ filter })}
            >
              {filter ? t(filterLabels[filter]) : t({ message: 'All', context: 'search filter' })}
            </button>
          ))}
        </fieldset>
        <div className="search-form__sort">
          <label htmlFor={sortId}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={params.sort ?? ''}
            onChange={(event) =>
              onChange({ sort: (event.target.value || undefined) as SearchSort | undefined })
            }
          >
            {params.sort ? null : (
              <option value="">{t({ message: 'Default', context: 'search sort' })}</option>
            )}
            {searchSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortLabels[sort])}
              </option>
            ))}
          </select>
        </div>
        {isBlankSearch(params) ? null : (
          <button type="button" className="link-button search-form__reset" onClick={onReset}>
            <Trans>Reset</Trans>
          </button>
        )}
      </div>
    </form>
  )
}
