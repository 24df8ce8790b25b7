import { Trans } from '@lingui/react/macro'

/** Where a detail page's main button stands while the detail loads. */
export function LoadingButton() {
  return (
    <button type="button" className="button button--quiet" disabled>
      <Trans>Loading...</Trans>
    </button>
  )
}
