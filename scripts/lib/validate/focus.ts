import type { Page } from '@playwright/test'

/** A phone's screen, as WCAG 2.4.11 failed on (the fixed bottom bar of a phone). */
export const PHONE_VIEWPORT = { width: 390, height: 844 }
/** Enough stops to walk a page's header, content and footer; a longer page is checked this far. */
export const MAX_TAB_STOPS = 80

/** A focused element with none of it left to see: covered by a bar fixed or stuck on the screen. */
export interface Obscured {
  element: string
  by: string
}

interface Stop {
  /** The focused element, the same node as the first stop: the walk has come round. */
  again: boolean
  inBody: boolean
  obscured?: Obscured
}

/**
 * WCAG 2.2 2.4.11 (focus not obscured, AA), as a keyboard user meets it: Tab through the page and,
 * at each stop, look at a grid of points over the focused element's box; it fails when every point
 * inside the screen lies under an element fixed or stuck to the screen (a bar) that is not the
 * focused element's own. The browser scrolls each focused element into view itself, so this is the
 * page's scroll padding being tried.
 */
export async function focusObscured(page: Page): Promise<Obscured[]> {
  const found: Obscured[] = []
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press('Tab')
    const at = await page.evaluate(focusStop, stop === 0)
    if (!at.inBody || at.again) break
    if (at.obscured) found.push(at.obscured)
  }
  return found
}

/** Runs in the page (a function, not a string: the site's CSP forbids evaluated strings). */
function focusStop(first: boolean): Stop {
  interface Box {
    top: number
    left: number
    bottom: number
    right: number
    width: number
    height: number
  }
  interface El {
    getBoundingClientRect(): Box
    contains(other: El): boolean
    tagName: string
    id: string
    className: unknown
    getAttribute(name: string): string | null
    textContent: string | null
  }
  const scope = globalThis as unknown as {
    document: { activeElement: El | null; body: El; querySelectorAll(s: string): ArrayLike<El> }
    getComputedStyle(el: El): { position: string; visibility: string; display: string }
    innerWidth: number
    innerHeight: number
    __focusWalkFirst?: El
  }
  const { document } = scope
  const focused = document.activeElement
  if (!focused || focused === document.body) return { again: false, inBody: false }
  if (first) scope.__focusWalkFirst = focused
  else if (scope.__focusWalkFirst === focused) return { again: true, inBody: true }
  const name = (el: El) => {
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : cls} '${label}'`
  }
  const bars = Array.from(document.querySelectorAll('body *')).filter((el) => {
    const style = scope.getComputedStyle(el)
    if (style.position !== 'fixed' && style.position !== 'sticky') return false
    if (style.visibility === 'hidden' || style.display === 'none') return false
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && !el.contains(focused) && !focused.contains(el)
  })
  const box = focused.getBoundingClientRect()
  // The outline's 1 px inside the edge: a box that only touches a bar is not under it.
  const points: [number, number][] = []
  for (let i = 0; i <= 4; i++)
    for (let j = 0; j <= 4; j++)
      points.push([box.left + 1 + ((box.width - 2) * i) / 4, box.top + 1 + ((box.height - 2) * j) / 4])
  const onScreen = points.filter(
    ([x, y]) => x >= 0 && y >= 0 && x < scope.innerWidth && y < scope.innerHeight,
  )
  const under = (x: number, y: number) =>
    bars.find((bar) => {
      const b = bar.getBoundingClientRect()
      return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom
    })
  // A zero-size element (a skip link parked off screen) has nothing to see either way.
  if (box.width === 0 || box.height === 0) return { again: false, inBody: true }
  const coveredBy = onScreen.map(([x, y]) => under(x, y))
  const hidden = coveredBy.every(Boolean)
  const by = coveredBy.find(Boolean)
  return {
    again: false,
    inBody: true,
    obscured: hidden ? { element: name(focused), by: by ? name(by) : 'off the screen' } : undefined,
  }
}
