import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReaderPage } from '../../../shared/html/readable-content.ts'

interface PageImageProps {
  page: ReaderPage
  alt: string
  /** Width over height, learned when the image loads, so its box keeps that size afterwards. */
  onRatio?: ((ratio: number) => void) | undefined
  /** The page the reader is on comes first; the pages ahead, loaded in advance, after it. */
  priority?: 'high' | 'low' | undefined
}

/**
 * One page image in a box that already has its size, so nothing below it jumps when it arrives: its
 * own width and height, when the chapter gives them, are the image's shape before a byte of it has
 * come. A page that fails shows a retry in its place: the reader never skips a page without saying so.
 */
export function PageImage({ page, alt, onRatio, priority }: PageImageProps) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <div className="page-image page-image--failed">
        <p>{alt}</p>
        <p>
          <Trans>This page could not be loaded.</Trans>
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setFailed(false)
            setAttempt((n) => n + 1)
          }}
        >
          <Trans>Reload page</Trans>
        </button>
      </div>
    )
  }
  return (
    <img
      // A new element asks the server again: a failed image is not kept by the browser.
      key={attempt}
      className="page-image"
      src={page.src}
      alt={alt}
      width={page.size?.width}
      height={page.size?.height}
      fetchPriority={priority}
      decoding="async"
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget
        if (naturalWidth > 0 && naturalHeight > 0) onRatio?.(naturalWidth / naturalHeight)
      }}
      onError={() => setFailed(true)}
    />
  )
}
