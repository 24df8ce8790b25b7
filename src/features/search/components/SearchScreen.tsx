import { Trans } from '@lingui/react/macro'
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isBlankSearch, type SearchParams } from '../../../contract/schemas/search-params.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { rememberSearch } from '../recent-searches.ts'
import { useSearchBox } from '../use-search-box.ts'
import { SearchDashboard } from './SearchDashboard.tsx'
import { SearchForm } from './SearchForm.tsx'
import { SearchResults } from './SearchResults.tsx'

// Read with the router's own hooks: getRouteApi's class would bring every hook of a route.
const from = '/$lang/search'

/**
 * The search page. Query, filter and sort live in the address, so a search can be shared and
 * reloaded: typing replaces the history entry, a filter or sort change adds one (Back undoes it).
 */
export function SearchScreen() {
  const { language } = useRouteContext({ from })
  const params = useSearch({ from })
  const navigate = useNavigate({ from })
  // Named with the term searched for (filters and sort are the same page to a search engine).
  usePageHead(language, params, (heads, place) => heads.searchHead(place, params.q ?? ''))
  const inputRef = useRef<HTMLInputElement>(null)
  const box = useSearchBox(params.q, (q) => navigate({ search: (prev) => ({ ...prev, q }), replace: true }))

  const change = (next: Omit<SearchParams, 'q'>) => navigate({ search: (prev) => ({ ...prev, ...next }) })
  // Search opened without a query is opened to type one: the box has the focus. With a query (a
  // shared link, Back to the results) the results are what was asked for, and the keyboard stays down.
  const opensEmpty = useRef(!params.q)
  useEffect(() => {
    if (opensEmpty.current) inputRef.current?.focus()
  }, [])

  const reset = () => {
    box.clear()
    navigate({ search: {} })
    inputRef.current?.focus()
  }

  return (
    <div className="search">
      <h1 className="visually-hidden">
        <Trans>Search</Trans>
      </h1>
      <SearchForm
        language={language}
        params={params}
        text={box.text}
        inputRef={inputRef}
        onTextChange={box.setText}
        onLeave={box.leave}
        onSubmit={box.submit}
        onChange={change}
        onReset={reset}
      />
      {isBlankSearch(params) ? (
        <SearchDashboard language={language} />
      ) : (
        // A result opened is a search that found something: it joins the recent searches, as one
        // made with Enter or a suggestion does. The links stay the cards' own.
        // biome-ignore lint/a11y/noStaticElementInteractions: listens to its links' clicks, is no control
        // biome-ignore lint/a11y/useKeyWithClickEvents: a link opened by keyboard clicks too
        <div
          onClick={(event) => {
            if (params.q && (event.target as Element).closest('a[href]')) rememberSearch(params.q)
          }}
        >
          <SearchResults language={language} params={params} onReset={reset} />
        </div>
      )}
    </div>
  )
}
