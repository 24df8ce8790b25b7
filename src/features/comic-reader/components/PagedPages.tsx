import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ReaderPage } from '../../../shared/html/readable-content.ts'
import type { ContentHooks, StartAt } from '../../reader/index.ts'
import { coveredTop, drawnImage, PageImage, preloadImages, scrollToElement } from '../../reader/index.ts'
import { useSpread, viewsOf } from '../page-layout.ts'
import { ZoomArea } from '../zoom/ZoomArea.tsx'

/** Pages fetched ahead of those on screen, so turning is instant. */
const AHEAD = 3
/** A turn still waiting for its page after this long says that the page is loading. */
const SLOW_TURN_MS = 300

interface PagedPagesProps extends ContentHooks {
  pages: ReaderPage[]
  /** Right to left (manga): the next page is on the left. */
  rtl: boolean
}

/**
 * A page at a time, or two side by side (a spread, in the reading direction), fitted to the screen,
 * turned by keys, taps, the bar or the page slider. After the last page comes the chapter's end
 * card, a step of its own before the next chapter. A page turned to takes the stage once its image
 * is loaded and decoded: until then the page before stays (never an empty stage, even after a long
 * jump by the slider), and a turn that waits says so.
 */
export function PagedPages({ pages, rtl, start, onPosition, onNearEnd, turnerRef, end }: PagedPagesProps) {
  const { t } = useLingui()
  const count = pages.length
  const { double, coverAlone } = useSpread()
  const views = useMemo(() => viewsOf(count, double, coverAlone), [count, double, coverAlone])
  // The first page on screen (`count`: the end card). Kept as a page, not a view, so that going
  // from one page to two keeps the reader where they are.
  const [page, setPage] = useState(() => firstPage(start, count))
  const pageRef = useRef(page)
  const stageRef = useRef<HTMLDivElement>(null)
  const at = viewIndexOf(views, page)
  const shown = views[at] ?? []
  const wanted = shown.join(' ')
  // The pages on the stage: those turned to once they can be drawn at once, the ones before until then.
  const [staged, setStaged] = useState(shown)
  const turning = staged.join(' ') !== wanted
  const [slowTurn, setSlowTurn] = useState<string | null>(null)

  useEffect(() => {
    if (!turning) return
    const view = wanted === '' ? [] : wanted.split(' ').map(Number)
    let live = true
    // Each turn waits for its own pages only: a page passed over on the way is not waited for.
    void Promise.all(view.map((index) => drawnImage(pages[index]?.src ?? ''))).then(() => {
      if (!live) return
      setStaged(view)
      setSlowTurn(null)
    })
    const slow = setTimeout(() => setSlowTurn(wanted), SLOW_TURN_MS)
    return () => {
      live = false
      clearTimeout(slow)
    }
  }, [turning, wanted, pages])

  useEffect(() => {
    const lastView = end ? views.length : views.length - 1
    const go = (step: 1 | -1) => {
      const next = viewIndexOf(views, pageRef.current) + step
      if (next < 0 || next > lastView) return false
      pageRef.current = views[next]?.[0] ?? count
      setPage(pageRef.current)
      return true
    }
    turnerRef.current = { rtl, forward: () => go(1), back: () => go(-1) }
    return () => {
      turnerRef.current = null
    }
  }, [turnerRef, rtl, views, count, end])

  const first = shown[0] ?? count - 1
  const last = shown.at(-1) ?? count - 1
  useEffect(() => {
    // Another layout may pair the page on screen with the one before it: the view's first page is
    // where the reader is, and where one page at a time would open.
    if (page < count && page !== first) setPage(first)
    pageRef.current = page < count ? first : page
    onPosition({ page: first + 1, end: last + 1 >= count })
    if (last >= count - AHEAD) onNearEnd()
    preloadImages(pages.slice(last + 1, last + 1 + AHEAD * (double ? 2 : 1)).map((ahead) => ahead.src))
    // The whole page in view, under the header: after a turn the reader looks at the new page.
    const frame = requestAnimationFrame(() => {
      const stage = stageRef.current
      if (!stage) return
      const rect = stage.getBoundingClientRect()
      if (rect.top < coveredTop() || rect.bottom > window.innerHeight) scrollToElement(stage)
    })
    return () => cancelAnimationFrame(frame)
  }, [page, first, last, count, double, pages, onPosition, onNearEnd])

  const n = first + 1
  const through = last + 1
  return (
    <div ref={stageRef} className="paged" dir={rtl ? 'rtl' : 'ltr'}>
      {staged.length ? (
        <ZoomArea className="paged__zoom" page={staged[0]}>
          <figure className={staged.length > 1 ? 'paged__page paged__page--spread' : 'paged__page'}>
            {staged.map((index) => {
              const n = index + 1
              const shownPage = pages[index] ?? { src: '', size: null }
              return <PageImage key={index} page={shownPage} alt={t`Page ${n} of ${count}`} />
            })}
          </figure>
        </ZoomArea>
      ) : (
        <div className="paged__page paged__page--end" dir="ltr">
          {end}
        </div>
      )}
      {/* Always in the page, so that what it says is read out when a turn is slow. */}
      <div className="paged__turning" role="status">
        {turning && slowTurn === wanted ? (
          <>
            <span className="reader-spinner" aria-hidden="true" />
            <span className="visually-hidden">{t`Loading...`}</span>
          </>
        ) : null}
      </div>
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
          {through > n ? `${n}–${through} / ${count}` : `${n} / ${count}`}
        </output>
      </div>
    </div>
  )
}

/** The view holding a page; past the last page, the end card's place after the views. */
function viewIndexOf(views: number[][], page: number) {
  const index = views.findIndex((view) => view.includes(page))
  return index === -1 ? views.length : index
}

function firstPage(start: StartAt, count: number) {
  if (start === 'end') return count - 1
  if (start?.page !== undefined) return Math.min(count - 1, Math.max(0, start.page - 1))
  if (start?.fraction !== undefined) return Math.min(count - 1, Math.floor(start.fraction * count))
  return 0
}
