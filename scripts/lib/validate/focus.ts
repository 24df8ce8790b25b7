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
 * at each stop, look at a grid of points over the focused element's box. It fails when, at every
 * point inside the screen, the browser finds an element of a bar (an element fixed or stuck to the
 * screen that is not the focused element's own) above the focused element; an element with no point
 * on the screen at all fails too. The browser scrolls each focused element into view itself, so this
 * tries the page's scroll padding.
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
async function focusStop(first: boolean): Promise<Stop> {
  interface Box {
    top: number
    left: number
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
    document: {
      activeElement: El | null
      body: El
      querySelectorAll(s: string): ArrayLike<El>
      elementsFromPoint(x: number, y: number): El[]
    }
    getComputedStyle(el: El): { position: string }
    requestAnimationFrame(run: () => void): void
    innerWidth: number
    innerHeight: number
    __focusWalkFirst?: El
  }
  const { document } = scope
  const focused = document.activeElement
  if (!focused || focused === document.body) return { again: false, inBody: false }
  if (first) scope.__focusWalkFirst = focused
  else if (scope.__focusWalkFirst === focused) return { again: true, inBody: true }
  // A row scrolled to the focused card glides (smooth snapping): measured once it has come to rest.
  // On a busy machine the glide may start frames late: a card still off the screen is given up to a
  // second at rest to come in before it is called out of sight.
  const frame = () => new Promise<void>((done) => scope.requestAnimationFrame(() => done()))
  const seen = (box: Box) =>
    box.left < scope.innerWidth &&
    box.top < scope.innerHeight &&
    box.left + box.width > 0 &&
    box.top + box.height > 0
  let last = ''
  let still = 0
  for (let i = 0; i < 240; i++) {
    await frame()
    const now = focused.getBoundingClientRect()
    const at = `${now.left},${now.top}`
    still = at === last ? still + 1 : 0
    last = at
    if (still >= 2 && (seen(now) || still >= 60)) break
  }
  const box = focused.getBoundingClientRect()
  // A zero-size element has nothing to see either way.
  if (box.width === 0 || box.height === 0) return { again: false, inBody: true }
  const name = (el: El) => {
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : cls} '${label}'`
  }
  const bars = Array.from(document.querySelectorAll('body *')).filter((el) => {
    const { position } = scope.getComputedStyle(el)
    return (position === 'fixed' || position === 'sticky') && !el.contains(focused)
  })
  // Points 1 px inside the edges: a box that only touches a bar is not under it.
  const points: [number, number][] = []
  for (let i = 0; i <= 4; i++)
    for (let j = 0; j <= 4; j++)
      points.push([box.left + 1 + ((box.width - 2) * i) / 4, box.top + 1 + ((box.height - 2) * j) / 4])
  const onScreen = points.filter(
    ([x, y]) => x >= 0 && y >= 0 && x < scope.innerWidth && y < scope.innerHeight,
  )
  /** The bar drawn over the focused element at a point, if any (top of the browser's stack first). */
  const barAt = ([x, y]: [number, number]) => {
    const stack = document.elementsFromPoint(x, y)
    const own = stack.findIndex((el) => el === focused || focused.contains(el))
    for (const el of own === -1 ? stack : stack.slice(0, own)) {
      // The innermost: the phone's bottom bar is fixed inside the sticky header.
      const bar = bars.findLast((b) => b.contains(el))
      if (bar) return bar
    }
    return undefined
  }
  const covers = onScreen.map(barAt)
  if (covers.some((bar) => !bar)) return { again: false, inBody: true }
  const by = covers.find(Boolean)
  return {
    again: false,
    inBody: true,
    obscured: { element: name(focused), by: by ? name(by) : 'off the screen' },
  }
}
