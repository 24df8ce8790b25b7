import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { loadOfflineChapterNotice } from '../../downloads/index.ts'

/** Said only when a chapter fails: its code comes then (from the app's offline cache, if need be). */
const OfflineChapterNotice = lazy(() =>
  loadOfflineChapterNotice().then(({ OfflineChapterNotice }) => ({
    default: OfflineChapterNotice,
  })),
)

/** The reader's loading spinner, announced to screen readers. */
export function ReaderSpinner() {
  return (
    <div className="reader-status" role="status">
      <span className="reader-spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading...</Trans>
      </span>
    </div>
  )
}

/** A chapter without content: the spec's own sentence (the reader bar stays, to move on). */
export function ReaderMessage({ message }: { message: string }) {
  return (
    <div className="reader-status" role="alert">
      <p className="reader-status__message">{message}</p>
    </div>
  )
}

/** The chapter could not be asked for (no network) and was never read here before. */
export function ReaderRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="reader-status" role="alert">
      <p className="reader-status__message">
        <Trans>This chapter could not be loaded.</Trans>
      </p>
      <Suspense fallback={null}>
        <OfflineChapterNotice />
      </Suspense>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
