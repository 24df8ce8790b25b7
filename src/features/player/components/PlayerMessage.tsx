import { Trans } from '@lingui/react/macro'

interface PlayerMessageProps {
  /** This browser cannot stream at all, rather than this one film failing. */
  unsupported: boolean
  onRetry: () => void
}

/** Spec: a film that cannot be played says so in words (the cause goes to the console for us). */
export function PlayerMessage({ unsupported, onRetry }: PlayerMessageProps) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return (
    <div className="film-player__message" role="alert">
      <p>
        <Trans>This video cannot be played.</Trans>
      </p>
      {unsupported ? (
        <p className="film-player__hint">
          <Trans>This browser cannot stream video. Try a recent Chrome, Edge, Firefox or Safari.</Trans>
        </p>
      ) : (
        <>
          {offline ? (
            <p className="film-player__hint">
              <Trans>You are offline: films play only with a connection.</Trans>
            </p>
          ) : null}
          <button type="button" className="film-player__action" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </>
      )}
    </div>
  )
}
