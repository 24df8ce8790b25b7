import { Trans } from '@lingui/react/macro'
import { useId, useLayoutEffect, useRef, useState } from 'react'

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
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
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
