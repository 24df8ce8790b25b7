import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { useIsSaved } from '../../../entities/library/use-library.ts'

interface DownloadOfferProps {
  postId: number
  allDownloaded: boolean
  onAccept: () => void
}

/**
 * Saving a story is the moment a reader plans to come back to it: a small offer to download it
 * appears then, focused, and goes on Escape or either answer, giving focus back where it was.
 */
export function DownloadOffer({ postId, allDownloaded, onAccept }: DownloadOfferProps) {
  const saved = useIsSaved(postId)
  const wasSaved = useRef(saved)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (saved && !wasSaved.current && !allDownloaded) setShown(true)
    if (!saved) setShown(false)
    wasSaved.current = saved
  }, [saved, allDownloaded])
  if (!shown) return null
  return <Offer onAccept={onAccept} onClose={() => setShown(false)} />
}

function Offer({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const textId = useId()
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ref.current?.querySelector<HTMLElement>('button')?.focus()
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [])
  return (
    <div
      ref={ref}
      className="download-offer"
      role="dialog"
      aria-labelledby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <p id={textId} className="download-offer__text">
        <Trans>Saved. Download its chapters to read them without a network?</Trans>
      </p>
      <div className="download-offer__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onClose()
            onAccept()
          }}
        >
          <Trans>Choose chapters</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </div>
  )
}
