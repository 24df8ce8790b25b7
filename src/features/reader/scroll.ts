/** Scrolling the page for the reader: to a place in the chapter, or a screen at a time. */

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** What the sticky header hides at the top of the window: the site's, or in a reader its own titles. */
export function coveredTop() {
  let covered = 0
  for (const header of document.querySelectorAll('.header, .reader-head')) {
    covered = Math.max(covered, header.getBoundingClientRect().bottom)
  }
  return covered
}

/** What the reader's bar covers at the bottom of the window (nothing while it is hidden). */
export function coveredBottom() {
  const bar = document.querySelector('.reader-bar')
  return bar ? Math.max(0, window.innerHeight - bar.getBoundingClientRect().top) : 0
}

export function scrollWindowTo(top: number) {
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' })
}

/** How far the chapter can scroll under the visible part of the window (0 when it fits). */
function travelOf(rect: DOMRect) {
  return rect.height - (window.innerHeight - coveredTop() - coveredBottom())
}

/** The bottom of what is seen: above the reader's bar, whose lines are not read yet. */
const seenBottom = () => window.innerHeight - coveredBottom()

/**
 * How far through the chapter the reader is, from 0 (its start at the top of the screen) to 1 (its
 * end just above the reader's bar). A chapter that fits on the screen is read once it is all in view.
 */
export function fractionOf(stage: HTMLElement) {
  const rect = stage.getBoundingClientRect()
  const travel = travelOf(rect)
  if (travel <= 0) return rect.bottom <= seenBottom() + 1 ? 1 : 0
  return Math.min(1, Math.max(0, (coveredTop() - rect.top) / travel))
}

export function scrollToFraction(stage: HTMLElement, fraction: number) {
  const rect = stage.getBoundingClientRect()
  scrollWindowTo(window.scrollY + rect.top - coveredTop() + fraction * Math.max(0, travelOf(rect)))
}

/** The end of the chapter at the bottom of the screen. */
export function scrollToEnd(stage: HTMLElement) {
  const rect = stage.getBoundingClientRect()
  scrollWindowTo(window.scrollY + rect.bottom - window.innerHeight)
}

export function scrollToElement(element: Element) {
  scrollWindowTo(window.scrollY + element.getBoundingClientRect().top - coveredTop())
}

export const atEnd = (stage: HTMLElement) => stage.getBoundingClientRect().bottom <= seenBottom() + 1
/** Scrolled as far as the page goes: past the chapter, its end card is in view too. */
export const atPageEnd = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
export const atStart = (stage: HTMLElement) => stage.getBoundingClientRect().top >= coveredTop() - 1

/** A screen down or up, keeping a few lines of the last screen in view so the eye finds its place. */
export function scrollScreen(direction: 1 | -1) {
  const step = (window.innerHeight - coveredTop()) * 0.85
  window.scrollBy({ top: direction * step, left: 0, behavior: reducedMotion() ? 'instant' : 'smooth' })
}
