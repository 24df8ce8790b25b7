import { Trans } from '@lingui/react/macro'

/** Spec §2: nothing matched; the way out is to clear the query, the filter and the sort. */
export function SearchNothingFound({ onReset }: { onReset: () => void }) {
  return (
    <div className="status-screen search-state">
      <h2>
        <Trans>No results found</Trans>
      </h2>
      <p>
        <Trans>Try different keywords or filters</Trans>
      </p>
      <button type="button" className="button" onClick={onReset}>
        <Trans>Reset</Trans>
      </button>
    </div>
  )
}

/** Spec §8: the search call failed; trying again asks for the same page. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="status-screen search-state" role="alert">
      <p>
        <Trans>Failed to load search results. Please try again.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
