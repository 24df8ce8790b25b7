import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { OfflineChapterNotice } from '../../downloads/components/OfflineChapterNotice.tsx'

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

/** A missing story, chapter or content: the spec's own sentence, and the way back to the story. */
export function ReaderMessage({ message, storyHref }: { message: string; storyHref?: string | undefined }) {
  return (
    <div className="reader-status" role="alert">
      <p className="reader-status__message">{message}</p>
      {storyHref ? (
        <AppLink className="button button--ghost" href={storyHref}>
          <Trans>Back to the story</Trans>
        </AppLink>
      ) : null}
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
      <OfflineChapterNotice />
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
