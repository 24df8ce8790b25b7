import { type RefObject, useEffect, useRef } from 'react'
import type { ReadingPosition } from '../../entities/reading/positions.ts'
import {
  atEnd,
  atPageEnd,
  atStart,
  fractionOf,
  scrollScreen,
  scrollToEnd,
  scrollToFraction,
  scrollWindowTo,
} from './scroll.ts'
import type { ContentHooks } from './turner.ts'

interface ScrollReading extends ContentHooks {
  stageRef: RefObject<HTMLElement | null>
  /** The page at the top of the screen (from 1), for content made of pages. */
  pageAt?: () => number | undefined
  /** Brings a page to the top of the screen (a position saved in paged mode has only the page). */
  scrollToPage?: (page: number) => void
}

/** Within this many screens of its end, a chapter is near its end. */
const NEAR_END_SCREENS = 3

/**
 * Reading by scrolling (comic strips, novels, chapter HTML): opens the chapter where it was left,
 * reports where the reader is as they scroll, and steps a screen at a time for the keys and taps.
 */
export function useScrollReading({
  stageRef,
  start,
  onPosition,
  onNearEnd,
  turnerRef,
  pageAt,
  scrollToPage,
}: ScrollReading) {
  const latest = useRef({ onPosition, onNearEnd, pageAt, scrollToPage })
  latest.current = { onPosition, onNearEnd, pageAt, scrollToPage }
  const startAt = useRef(start)

  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const scrollIf = (can: boolean, direction: 1 | -1) => {
      if (can) scrollScreen(direction)
      return can
    }
    turnerRef.current = {
      // The chapter's end card is scrolled through too before the next chapter opens.
      forward: () => scrollIf(!atEnd(stage) || !atPageEnd(), 1),
      back: () => scrollIf(!atStart(stage), -1),
    }
    // Positions are reported only once the chapter is where it should open: a scroll to the top
    // made by the page change must not overwrite where the chapter was left.
    let restored = false
    let frame = 0
    const report = () => {
      frame = 0
      if (!restored) return
      const position: ReadingPosition = {
        fraction: fractionOf(stage),
        page: latest.current.pageAt?.(),
        end: atEnd(stage),
      }
      latest.current.onPosition(position)
      if (stage.getBoundingClientRect().bottom < window.innerHeight * NEAR_END_SCREENS) {
        latest.current.onNearEnd()
      }
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(report)
    }
    let settle = 0
    const restore = requestAnimationFrame(() => {
      openAt(stage, startAt.current, latest.current.scrollToPage)
      settle = requestAnimationFrame(() => {
        restored = true
        report()
      })
    })
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(restore)
      cancelAnimationFrame(settle)
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      turnerRef.current = null
    }
  }, [stageRef, turnerRef])
}

function openAt(stage: HTMLElement, start: ScrollReading['start'], scrollToPage?: (page: number) => void) {
  if (start === null) return
  if (start === 'end') return scrollToEnd(stage)
  if (start?.fraction !== undefined && start.fraction > 0) return scrollToFraction(stage, start.fraction)
  if (start?.page !== undefined && start.page > 1 && scrollToPage) return scrollToPage(start.page)
  scrollWindowTo(0)
}
