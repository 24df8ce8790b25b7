import { Trans } from '@lingui/react/macro'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * A description clamped to 3 lines (spec §2), with 'Xem thêm' / 'Thu gọn' only when the text is
 * longer than that. It is measured again when its width changes, since that changes its lines.
 */
export function Description({ text }: { text: string }) {
  const id = useId()
  const ref = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)

  useLayoutEffect(() => {
    const element = ref.current
    // Open, the text shows whole: what was measured clamped still holds. New text is measured anew.
    if (!element || expanded || !text) return
    const overflowing = () => element.scrollHeight > element.clientHeight + 1
    if (typeof ResizeObserver === 'undefined') {
      setOverflows(overflowing())
      return
    }
    // The observer reports once the browser has laid out the next frame, so measuring then costs
    // nothing (measuring here forced a layout of the whole page while it was being drawn), and
    // flushSync puts the toggle in that same frame, so nothing below it moves.
    const observer = new ResizeObserver(() => {
      const next = overflowing()
      flushSync(() => setOverflows(next))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [expanded, text])

  return (
    <div className="detail-description">
      <p
        id={id}
        ref={ref}
        className={expanded ? 'detail-description__text' : 'detail-description__text is-clamped'}
      >
        {text}
      </p>
      {overflows ? (
        <button
          type="button"
          className="link-button detail-description__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? (
            <Trans context="description">Show less</Trans>
          ) : (
            <Trans context="description">Show more</Trans>
          )}
        </button>
      ) : null}
    </div>
  )
}
