import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * Hidden bars leave no band above the chapter: the room kept there for the titles goes with them
 * (the reader's `data-bare`, reader.css). The page scrolls by as much, so what is being read stays
 * where it is; at the chapter's very top the chapter moves up into the room, and down again when the
 * titles come back.
 */
export function useBareTop(article: RefObject<HTMLElement | null>, hidden: boolean) {
  const room = useRef<number | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again each time the bars come or go
  useLayoutEffect(() => {
    const element = article.current
    if (!element) return
    const now = Number.parseFloat(getComputedStyle(element).paddingTop) || 0
    const before = room.current
    room.current = now
    if (before === undefined || before === now) return
    const shift = now - before
    // Back at the top, the chapter goes down under the titles rather than behind them.
    if (shift > 0 && window.scrollY === 0) return
    window.scrollBy(0, shift)
  }, [article, hidden])
}
