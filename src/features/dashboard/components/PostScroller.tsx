import { useLingui } from '@lingui/react/macro'
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react'
import { COVER_SHOWN, coverSizes, LIST_COVER_SIZE } from '../../../contract/image-sizes.ts'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard as Post } from '../../../contract/schemas/cards.ts'
import { useReducedMotion } from '../../../shared/hooks/use-media-query.ts'
import { HORIZONTAL_SLIDE_PX } from '../../../shared/limits.ts'
import { PostCard } from '../../../shared/ui/PostCard.tsx'
import { ControlIcon } from './ControlIcon.tsx'

/** How many of the first cards load at once when the row is near the top of the page. */
const EAGER_CARDS = 6
/** A card this much in view counts as wholly there (sizes in fractions of a pixel rarely give 1). */
const WHOLLY_IN_VIEW = 0.99

interface PostScrollerProps {
  posts: Post[]
  language: Language
  /** `row`: the horizontal list, 180 px slides of small cards; `slider`: the slider list, large cards. */
  variant: 'row' | 'slider'
  eager: boolean
}

/**
 * Cards in one sideways-scrolling row that snaps to a card. Touch and trackpads scroll it; wide
 * screens also get arrow buttons that move it by about a screen, and the keyboard reaches every card.
 */
export function PostScroller({ posts, language, variant, eager }: PostScrollerProps) {
  const listId = useId()
  const list = useRef<HTMLUListElement>(null)
  const reducedMotion = useReducedMotion()
  const [edges, setEdges] = useState({ start: true, end: false })

  // The arrows hide at the ends: an end is reached when its card is wholly in view. An observer
  // tells without asking the browser for layout while the page is being drawn (reading scroll sizes
  // in an effect forced a layout of the whole home in the same task as its first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new cards change which are at the ends
  useEffect(() => {
    const el = list.current
    const first = el?.firstElementChild
    const last = el?.lastElementChild
    if (!el || !first || !last || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((edges) => {
          let { start, end } = edges
          for (const entry of entries) {
            const inView = entry.intersectionRatio >= WHOLLY_IN_VIEW
            if (entry.target === first) start = inView
            if (entry.target === last) end = inView
          }
          return edges.start === start && edges.end === end ? edges : { start, end }
        })
      },
      { root: el, threshold: [0, WHOLLY_IN_VIEW] },
    )
    observer.observe(first)
    observer.observe(last)
    return () => observer.disconnect()
  }, [posts])

  const scroll = (direction: 1 | -1) => {
    const el = list.current
    el?.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reducedMotion ? 'auto' : 'smooth' })
  }

  const style = { '--slide-width': `${HORIZONTAL_SLIDE_PX}px` } as CSSProperties
  return (
    <div className={`scroller scroller--${variant}`} style={style}>
      <ScrollArrow side="previous" listId={listId} atEnd={edges.start} onScroll={scroll} />
      <ul id={listId} ref={list} className="scroller__list">
        {posts.map((post, i) => (
          <li key={post.id} className="scroller__slide">
            <PostCard
              post={post}
              language={language}
              size={LIST_COVER_SIZE[variant === 'row' ? 'itemshorizontal' : 'itemslider']}
              eager={eager && i < EAGER_CARDS}
              shown={variant === 'row' ? coverSizes(HORIZONTAL_SLIDE_PX) : COVER_SHOWN.card}
            />
          </li>
        ))}
      </ul>
      <ScrollArrow side="next" listId={listId} atEnd={edges.end} onScroll={scroll} />
    </div>
  )
}

interface ScrollArrowProps {
  side: 'previous' | 'next'
  /** The list it scrolls. */
  listId: string
  /** The list shows its end on this side: nothing more to scroll to. */
  atEnd: boolean
  onScroll: (direction: 1 | -1) => void
}

function ScrollArrow({ side, listId, atEnd, onScroll }: ScrollArrowProps) {
  const { t } = useLingui()
  const previous = side === 'previous'
  return (
    <button
      type="button"
      className={`scroller__arrow scroller__arrow--${side}`}
      aria-label={previous ? t`Show previous` : t`Show next`}
      aria-controls={listId}
      disabled={atEnd}
      onClick={() => onScroll(previous ? -1 : 1)}
    >
      <ControlIcon name={previous ? 'left' : 'right'} />
    </button>
  )
}
