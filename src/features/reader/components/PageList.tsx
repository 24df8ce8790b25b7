import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { coveredTop, scrollToElement } from '../scroll.ts'
import type { ContentHooks, StartAt } from '../turner.ts'
import { useScrollReading } from '../use-scroll-reading.ts'
import { PageImage } from './PageImage.tsx'

/** Demo and most scanned pages are 800x1200: boxes take this shape until the image tells its own. */
const DEFAULT_RATIO = 2 / 3
/** Images kept in the page around the one on screen: a few behind, more ahead (they preload). */
const BEHIND = 2
const AHEAD = 4

interface PageListProps extends ContentHooks {
  pages: string[]
}

/**
 * Pages one under the other (webtoon). Every page has a box of the right height from the start, but
 * only those near the screen hold an image: a 300-page chapter keeps a handful of decoded images,
 * and scrolls as lightly as a short one.
 */
export function PageList({ pages, start, end, ...hooks }: PageListProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLOListElement>(null)
  const [current, setCurrent] = useState(() => firstPage(start, pages.length))
  const [ratios, setRatios] = useState<Record<number, number>>({})
  const count = pages.length
  const pageLabel = (n: number) => t`Page ${n} of ${count}`

  const pageAt = useCallback(() => {
    const list = listRef.current
    return list ? (pageOnTop(list) ?? 0) + 1 : undefined
  }, [])
  const scrollToPage = useCallback((page: number) => {
    const slot = listRef.current?.children[page - 1]
    if (slot) scrollToElement(slot)
  }, [])
  useScrollReading({ stageRef: listRef, start, ...hooks, pageAt, scrollToPage })

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const list = listRef.current
      const page = list ? pageOnTop(list) : undefined
      if (page !== undefined) setCurrent(page)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [])

  const learnRatio = useCallback((page: number, ratio: number) => {
    setRatios((known) =>
      Math.abs((known[page] ?? DEFAULT_RATIO) - ratio) < 0.01 ? known : { ...known, [page]: ratio },
    )
  }, [])

  return (
    <>
      <ol ref={listRef} className="page-list" aria-label={t`Pages`}>
        {pages.map((src, i) => (
          <PageSlot
            // Pages are a fixed list for the chapter: their place is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            page={i}
            src={src}
            alt={pageLabel(i + 1)}
            near={i >= current - BEHIND && i <= current + AHEAD}
            ratio={ratios[i] ?? DEFAULT_RATIO}
            onRatio={learnRatio}
          />
        ))}
      </ol>
      {end}
    </>
  )
}

interface PageSlotProps {
  page: number
  src: string
  alt: string
  near: boolean
  ratio: number
  onRatio: (page: number, ratio: number) => void
}

const PageSlot = memo(function PageSlot({ page, src, alt, near, ratio, onRatio }: PageSlotProps) {
  return (
    <li className="page-list__page" style={{ aspectRatio: String(ratio) }}>
      {near ? <PageImage src={src} alt={alt} onRatio={(r) => onRatio(page, r)} /> : null}
    </li>
  )
})

function firstPage(start: StartAt, count: number) {
  if (start === 'end') return count - 1
  if (start?.page !== undefined) return Math.min(count - 1, start.page - 1)
  if (start?.fraction !== undefined) return Math.min(count - 1, Math.floor(start.fraction * count))
  return 0
}

/** The page at the top of the screen, found by halving: a few measures even for 300 pages. */
function pageOnTop(list: HTMLElement): number | undefined {
  const slots = list.children
  // Not laid out (hidden, or no layout at all): the page on screen cannot be told.
  if (slots.length === 0 || list.getBoundingClientRect().height === 0) return undefined
  const top = coveredTop()
  let low = 0
  let high = slots.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if ((slots[middle] as Element).getBoundingClientRect().bottom > top) high = middle
    else low = middle + 1
  }
  return low
}
