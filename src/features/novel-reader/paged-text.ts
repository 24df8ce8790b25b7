import { useEffect, useRef } from 'react'
import type { ContentHooks, Turner } from '../reader/index.ts'
import { scrollToFraction, scrollWindowTo } from '../reader/index.ts'
import { type BookLayout, pageSign } from './book-layout.ts'
import { chapterText } from './bookmark-place.ts'
import type { ChapterProgress } from './chapter-progress.ts'

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
/** Within this many pages of its end, the next chapter is fetched. */
const NEAR_END_PAGES = 2
/** A swipe across this much of a page turns it; a shorter one goes back. */
const SWIPE_TURN = 0.2
/** The longest a smooth page turn takes, for browsers that do not tell its end. */
const TURN_MS = 700

/**
 * A text chapter read a page at a time ('Lật trang'): the text is laid out in columns of the screen's
 * height, one page wide each, and moved sideways a page at a time, by the keys and taps (a Turner),
 * or by a swipe, which settles on a page. After the last page comes the chapter's end card. The
 * place is kept as a fraction of the pages, as scrolling keeps it, so either way opens there; the
 * scrolled text's own reports are left out meanwhile (`progress.paged`).
 *
 * A book whose pages turn right to left has its pages laid out right to left; one whose lines run
 * down the page is read a page at a time whatever the way chosen, its lines filling each page from
 * the right (vertical-rl) or the left, and pages turned that way (no columns: its lines are them).
 */
export function usePagedText(
  on: boolean,
  hooks: ContentHooks,
  progress: ChapterProgress,
  layout: BookLayout,
) {
  const { rtl, vertical } = layout
  const latest = useRef(hooks)
  latest.current = hooks
  useEffect(() => {
    const text = chapterText()
    if (!on || !text) return
    const { turnerRef } = latest.current
    const scrolling = turnerRef.current
    const start = latest.current.start
    // Lines down the page were never scrolled through: where the chapter was left is where it opens.
    const fractionAtStart =
      start === 'end' ? 1 : ((vertical ? start?.fraction : latest.current.current()?.fraction) ?? 0)
    let fraction = fractionAtStart

    const bookClasses = [
      ...(rtl ? ['chapter-text--rtl'] : []),
      ...(vertical ? [`chapter-text--${vertical}`] : []),
    ]
    // Its way set before anything is measured: which way the pages run depends on it.
    let sign: 1 | -1 = 1
    const count = () => Math.max(1, Math.round(text.scrollWidth / text.clientWidth))
    const pageNow = () => Math.round(Math.abs(text.scrollLeft) / text.clientWidth)
    const show = (page: number, smooth = false) =>
      text.scrollTo({
        left: sign * page * text.clientWidth,
        behavior: smooth && !reducedMotion() ? 'smooth' : 'instant',
      })
    const showFraction = () => show(Math.round(fraction * (count() - 1)))
    /** One column a page: its width the text's, less its margins, which the gap between pages keeps. */
    const layout = () => {
      if (vertical) return showFraction()
      const style = getComputedStyle(text)
      const margins = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
      text.style.columnWidth = `${text.clientWidth - margins}px`
      text.style.columnGap = `${margins}px`
      showFraction()
    }
    const report = () => {
      const last = count() - 1
      const page = Math.min(pageNow(), last)
      fraction = last === 0 ? 1 : page / last
      latest.current.onPosition({ fraction, end: page === last })
      progress.set(fraction)
      if (last - page <= NEAR_END_PAGES) latest.current.onNearEnd()
    }

    let frame = 0
    let ready = false
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => ready && report())
    }
    const endShown = () => window.scrollY > 1
    const turner: Turner = {
      forward: () => {
        if (pageNow() < count() - 1) show(pageNow() + 1, true)
        else if (!endShown() && document.querySelector('.reader .chapter-end'))
          scrollWindowTo(document.documentElement.scrollHeight)
        else return false
        return true
      },
      back: () => {
        if (endShown()) scrollWindowTo(0)
        else if (pageNow() > 0) show(pageNow() - 1, true)
        else return false
        return true
      },
    }
    // A swipe turns one page, as a book's does: however fast the finger, the text goes to the page
    // beside the one it started on (or back to it, for a short one). Its fling is ended at once:
    // the text stops taking the finger's scrolling until it rests on that page.
    let swipedFrom: number | undefined
    let turning: ReturnType<typeof setTimeout> | undefined
    const rested = () => {
      clearTimeout(turning)
      turning = undefined
      text.classList.remove('chapter-text--turning')
    }
    const touched = (event: TouchEvent) => {
      if (event.touches.length === 1 && turning === undefined) swipedFrom = pageNow()
    }
    const released = () => {
      if (swipedFrom === undefined) return
      const moved = Math.abs(text.scrollLeft) / text.clientWidth - swipedFrom
      const page = Math.abs(moved) < SWIPE_TURN ? swipedFrom : swipedFrom + Math.sign(moved)
      swipedFrom = undefined
      if (Math.abs(Math.abs(text.scrollLeft) - page * text.clientWidth) <= 1) return
      text.classList.add('chapter-text--turning')
      show(Math.min(Math.max(page, 0), count() - 1), true)
      // Not every browser says when a scroll ends (scrollend): the turn is over by then anyway.
      turning = setTimeout(rested, TURN_MS)
    }
    // Ends between pages otherwise (a trackpad, a scrollbar): it settles on the nearer one.
    const settle = () => {
      if (turning !== undefined) return rested()
      if (swipedFrom !== undefined) return
      if (Math.abs(Math.abs(text.scrollLeft) - pageNow() * text.clientWidth) > 1) show(pageNow(), true)
    }
    // A new font, size or margin lays the pages out again, on the same place.
    const restyled = new MutationObserver(() => {
      text.style.columnWidth = ''
      layout()
    })

    // After the scrolled text has opened where it was left (two frames, use-scroll-reading.ts).
    let opening = requestAnimationFrame(() => {
      opening = requestAnimationFrame(() => {
        progress.paged = true
        text.classList.add('chapter-text--paged', ...bookClasses)
        sign = pageSign(text)
        turner.rtl = sign === -1
        scrollWindowTo(0)
        layout()
        turnerRef.current = turner
        ready = true
        report()
        restyled.observe(text, { attributes: true, attributeFilter: ['style'] })
      })
    })
    text.addEventListener('scroll', later, { passive: true })
    text.addEventListener('scrollend', settle)
    text.addEventListener('touchstart', touched, { passive: true })
    text.addEventListener('touchend', released)
    text.addEventListener('touchcancel', released)
    window.addEventListener('resize', layout)
    return () => {
      cancelAnimationFrame(opening)
      cancelAnimationFrame(frame)
      restyled.disconnect()
      text.removeEventListener('scroll', later)
      text.removeEventListener('scrollend', settle)
      text.removeEventListener('touchstart', touched)
      text.removeEventListener('touchend', released)
      text.removeEventListener('touchcancel', released)
      rested()
      window.removeEventListener('resize', layout)
      if (!ready) return
      // Back to scrolling, at the same place.
      progress.paged = false
      text.classList.remove('chapter-text--paged', ...bookClasses)
      text.style.columnWidth = ''
      text.style.columnGap = ''
      if (turnerRef.current === turner) turnerRef.current = scrolling
      scrollToFraction(text, fraction)
    }
  }, [on, progress, rtl, vertical])
}
