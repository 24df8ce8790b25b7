import { useLingui } from '@lingui/react/macro'
import { memo, useCallback, useRef, useState } from 'react'
import type { ReadingPosition } from '../../../entities/reading/positions.ts'
import type { ReaderPage } from '../../../shared/html/readable-content.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { coveredTop, scrollToElement } from '../scroll.ts'
import type { ContentHooks, StartAt } from '../turner.ts'
import { useScrollReading } from '../use-scroll-reading.ts'
import { PageImage } from './PageImage.tsx'

/**
 * Demo and most scanned pages are 800x1200: a page whose size the chapter does not give (one stored
 * before sizes were recorded) takes this shape until its image tells its own.
 */
const DEFAULT_RATIO = 2 / 3
/** A page's shape as the chapter gives it, before its image arrives. */
const givenRatio = (page: ReaderPage | undefined) =>
  page?.size ? page.size.width / page.size.height : DEFAULT_RATIO
/** Images kept in the page around the one on screen: a few behind, more ahead (they preload). */
const BEHIND = 2
const AHEAD = 4
/**
 * A page the server drew holds only the image of the page on screen, marked to come first; the pages
 * around it are asked for once the app has taken it over. On a slow network, pages asked for at once
 * share it, and the one the reader looks at comes later (by a third with the next page alone).
 */
const AHEAD_DRAWN = 0

export interface PageListProps extends ContentHooks {
  pages: ReaderPage[]
}

/**
 * Pages one under the other (webtoon). Every page has a box of the right height from the start (its
 * own shape, given with the chapter), but only those near the screen hold an image: a 300-page
 * chapter keeps a handful of decoded images, and scrolls as lightly as a short one.
 */
export function PageList({ pages, start, end, ...hooks }: PageListProps) {
  const { t } = useLingui()
  const listRef = useRef<HTMLOListElement>(null)
  const [current, setCurrent] = useState(() => firstPage(start, pages.length))
  const [ratios, setRatios] = useState<Record<number, number>>({})
  const count = pages.length
  const ahead = useHydrated() ? AHEAD : AHEAD_DRAWN
  const pageLabel = (n: number) => t`Page ${n} of ${count}`

  const pageAt = useCallback(() => {
    const list = listRef.current
    return list ? (pageOnTop(list) ?? 0) + 1 : undefined
  }, [])
  const scrollToPage = useCallback((page: number) => {
    const slot = listRef.current?.children[page - 1]
    if (slot) scrollToElement(slot)
  }, [])
  // The page on top, as reading by scrolling reports it: the window of images follows it.
  const { onPosition } = hooks
  const follow = useCallback(
    (position: ReadingPosition) => {
      if (position.page !== undefined) setCurrent(position.page - 1)
      onPosition(position)
    },
    [onPosition],
  )
  useScrollReading({ stageRef: listRef, start, ...hooks, onPosition: follow, pageAt, scrollToPage })

  // An image of another shape than the one given (or guessed) keeps its own from then on.
  const learnRatio = useCallback(
    (page: number, ratio: number) => {
      setRatios((known) =>
        Math.abs((known[page] ?? givenRatio(pages[page])) - ratio) < 0.01
          ? known
          : { ...known, [page]: ratio },
      )
    },
    [pages],
  )

  return (
    <>
      <ol ref={listRef} className="page-list" aria-label={t`Pages`}>
        {pages.map((page, i) => (
          <PageSlot
            // Pages are a fixed list for the chapter: their place is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            index={i}
            page={page}
            alt={pageLabel(i + 1)}
            near={i >= current - BEHIND && i <= current + ahead}
            current={i === current}
            ratio={ratios[i] ?? givenRatio(page)}
            onRatio={learnRatio}
          />
        ))}
      </ol>
      {end}
    </>
  )
}

interface PageSlotProps {
  index: number
  page: ReaderPage
  alt: string
  near: boolean
  /** The page at the top of the screen: its image is asked for before the others. */
  current: boolean
  ratio: number
  onRatio: (page: number, ratio: number) => void
}

const PageSlot = /* @__PURE__ */ memo(function PageSlot({
  index,
  page,
  alt,
  near,
  current,
  ratio,
  onRatio,
}: PageSlotProps) {
  return (
    <li className="page-list__page" style={{ aspectRatio: String(ratio) }}>
      {near ? (
        <PageImage
          page={page}
          alt={alt}
          onRatio={(r) => onRatio(index, r)}
          priority={current ? 'high' : 'low'}
        />
      ) : null}
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
