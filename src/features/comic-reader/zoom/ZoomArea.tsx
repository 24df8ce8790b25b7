import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { ZoomController } from './attach-zoom.ts'

interface ZoomAreaProps {
  className: string
  /** Pages one under the other, scrolled up and down: zoom moves them only sideways. */
  strip?: boolean
  /** Whatever turns the page: a new page opens fitted, at 1×. */
  page?: number
  children: ReactNode
}

/**
 * Pages that zoom. The gestures' code comes after the chapter's first screen, not with it (the
 * reader's first load has no room for it); until then the pages are simply shown. The server draws
 * them fitted, as the first render here does.
 */
export function ZoomArea({ className, strip = false, page, children }: ZoomAreaProps) {
  const areaRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const controller = useRef<ZoomController | null>(null)
  const [scale, setScale] = useState(1)

  useEffect(() => {
    let live = true
    void import('./attach-zoom.ts').then(({ attachZoom }) => {
      if (live && areaRef.current && contentRef.current)
        controller.current = attachZoom(areaRef.current, contentRef.current, { strip, onScale: setScale })
    })
    return () => {
      live = false
      controller.current?.detach()
      controller.current = null
    }
  }, [strip])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is what brings the reset
  useEffect(() => controller.current?.reset(), [page])

  const percent = Math.round(scale * 100)
  return (
    <div ref={areaRef} className={`zoom ${strip ? 'zoom--strip' : ''} ${className}`}>
      <div ref={contentRef} className="zoom__content">
        {children}
      </div>
      <div className="zoom__status" role="status">
        {scale > 1 ? (
          <>
            <span className="zoom__level">
              <Trans>Zoom {percent}%</Trans>
            </span>
            <button type="button" className="zoom__reset" onClick={() => controller.current?.reset()}>
              <Trans>Back to 100%</Trans>
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
