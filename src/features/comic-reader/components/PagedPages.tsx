import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { PageImage } from '../../reader/components/PageImage.tsx'
import { coveredTop, scrollToElement } from '../../reader/scroll.ts'
import type { ContentHooks, StartAt } from '../../reader/turner.ts'
import { preloadImages } from '../../reader/use-prefetch-next.ts'

/** Pages fetched ahead of the one on screen, so turning is instant. */
const AHEAD = 3

interface PagedPagesProps extends ContentHooks {
  pages: string[]
  /** Right to left (manga): the next page is on the left. */
  rtl: boolean
}

/**
 * A page at a time, fitted to the screen, turned by keys, taps, the bar or the page slider. After
 * the last page comes the chapter's end card, a step of its own before the next chapter.
 */
export function PagedPages({ pages, rtl, start, onPosition, onNearEnd, turnerRef, end }: PagedPagesProps) {
  const { t } = useLingui()
  const count = pages.length
  const last = end ? count : count - 1
  const [page, setPage] = useState(() => firstPage(start, count))
  const pageRef = useRef(page)
  const stageRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const go = (next: number) => {
      if (next < 0 || next > last) return false
      pageRef.current = next
      setPage(next)
      return true
    }
    turnerRef.current = { rtl, forward: () => go(pageRef.current + 1), back: () => go(pageRef.current - 1) }
    return () => {
      turnerRef.current = null
    }
  }, [turnerRef, rtl, last])

  useEffect(() => {
    pageRef.current = page
    onPosition({ page: Math.min(page + 1, count), end: page + 1 >= count })
    if (page >= count - AHEAD) onNearEnd()
    preloadImages(pages.slice(page + 1, page + 1 + AHEAD))
    // The whole page in view, under the header: after a turn the reader looks at the new page.
    const frame = requestAnimationFrame(() => {
      const stage = stageRef.current
      if (!stage) return
      const rect = stage.getBoundingClientRect()
      if (rect.top < coveredTop() || rect.bottom > window.innerHeight) scrollToElement(stage)
    })
    return () => cancelAnimationFrame(frame)
  }, [page, count, pages, onPosition, onNearEnd])

  const n = Math.min(page + 1, count)
  return (
    <div ref={stageRef} className="paged" dir={rtl ? 'rtl' : 'ltr'}>
      {page < count ? (
        <figure className="paged__page">
          <PageImage key={page} src={pages[page] ?? ''} alt={t`Page ${n} of ${count}`} />
        </figure>
      ) : (
        <div className="paged__page paged__page--end" dir="ltr">
          {end}
        </div>
      )}
      <div className="paged__controls">
        <input
          type="range"
          className="paged__slider"
          min={1}
          max={count}
          value={n}
          onChange={(event) => setPage(Number(event.target.value) - 1)}
          aria-label={t`Page`}
          aria-valuetext={t`Page ${n} of ${count}`}
        />
        {/* Numbers read left to right even when the pages turn right to left ('3 / 8', not '8 / 3'). */}
        <output className="paged__count" aria-live="polite" dir="ltr">
          {`${n} / ${count}`}
        </output>
      </div>
    </div>
  )
}

function firstPage(start: StartAt, count: number) {
  if (start === 'end') return count - 1
  if (start?.page !== undefined) return Math.min(count - 1, Math.max(0, start.page - 1))
  if (start?.fraction !== undefined) return Math.min(count - 1, Math.floor(start.fraction * count))
  return 0
}
