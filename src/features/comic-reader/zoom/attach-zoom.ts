import { typingTarget } from '../../reader/index.ts'
import {
  clampPan,
  distance,
  FIT,
  isZoomed,
  KEY_ZOOM_STEP,
  panBy,
  toggleZoomAt,
  WHEEL_ZOOM_PER_PX,
  type ZoomView,
  zoomAt,
} from './zoom-math.ts'

/** Two taps closer in time and place than this are a double tap, not two single ones. */
export const DOUBLE_TAP_MS = 250
const DOUBLE_TAP_PX = 30
/** A finger that moved less than this still tapped: fingers are never quite still. */
const TAP_SLOP_PX = 10
/** The click a browser sends after a touch comes right after it; an older one is someone else's. */
const CLICK_AFTER_TAP_MS = 700

export interface ZoomOptions {
  /** Pages one under the other: the page scrolls up and down, zoom moves it only sideways. */
  strip: boolean
  onScale: (scale: number) => void
}

export interface ZoomController {
  reset: () => void
  detach: () => void
}

type Point = { x: number; y: number }
const pointOf = (event: { clientX: number; clientY: number }): Point => ({
  x: event.clientX,
  y: event.clientY,
})

/**
 * Zoom of the page(s) in `area`, drawn by a CSS transform on `content`: pinch and double tap on
 * touch, Ctrl + wheel and the '+', '-', '0' keys on a desktop, a drag to move the zoomed page.
 *
 * Written by hand on Pointer Events rather than with a gesture library: the few gestures a page
 * needs fit in a couple of kB, where a library would weigh several times that.
 *
 * Taps keep their meaning for the reader's tap zones, with two changes: a touch tap waits out the
 * double tap window before it turns a page or toggles the bars (so a double tap does neither), and
 * while the page is zoomed a tap does nothing (the edges of a zoomed page are for moving it; pages
 * turn at 1×, by keys, the bar or the slider, which also bring the zoom back to 1×).
 */
export function attachZoom(
  area: HTMLElement,
  content: HTMLElement,
  { strip, onScale }: ZoomOptions,
): ZoomController {
  let view: ZoomView = FIT
  const box = () => ({ width: area.clientWidth, height: strip ? 0 : area.clientHeight })

  const draw = (next: ZoomView) => {
    const scaleChanged = next.scale !== view.scale
    view = next
    content.style.transform = isZoomed(view) ? `translate(${view.x}px, ${view.y}px) scale(${view.scale})` : ''
    area.toggleAttribute('data-zoomed', isZoomed(view))
    // In the strip the zoomed pages push what follows them down, as if they were that tall.
    if (strip) area.style.paddingBottom = isZoomed(view) ? `${content.offsetHeight * (view.scale - 1)}px` : ''
    if (scaleChanged) onScale(isZoomed(view) ? view.scale : 1)
  }

  /** Zoom about a point of the screen: the spot of the page under it stays there. */
  const zoomTo = (scale: number, at: Point) => {
    const rect = area.getBoundingClientRect()
    const local = { x: at.x - rect.left, y: at.y - rect.top }
    const before = view.scale
    draw(zoomAt(view, scale, local, box()))
    // The strip scrolls instead of moving up and down: the page keeps the spot by scrolling.
    if (strip && view.scale !== before) window.scrollBy(0, (local.y / before) * (view.scale - before))
  }

  const screenCentre = (): Point => {
    const rect = area.getBoundingClientRect()
    const top = Math.max(rect.top, 0)
    const bottom = Math.min(rect.bottom, window.innerHeight)
    return { x: rect.left + rect.width / 2, y: (top + bottom) / 2 }
  }

  // Pointers down on the page, and what they are doing.
  const pointers = new Map<number, Point>()
  let pinchFrom = 0
  let pinchMid: Point = { x: 0, y: 0 }
  let wasPinch = false
  let downAt: Point | null = null
  let moved = false
  let lastTap: { at: Point; time: number } | null = null
  // What the click that follows a touch tap is for: waiting out a double tap, or nothing.
  let claim: { kind: 'hold' | 'swallow'; time: number } | null = null
  let held = 0
  const ours = new WeakSet<Event>()

  const midpoint = () => {
    const [a, b] = [...pointers.values()] as [Point, Point]
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, spread: distance(a, b) }
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointers.set(event.pointerId, pointOf(event))
    // A layer of its own only while the page may move: the strip's is as tall as the chapter.
    if (pointers.size === 2 || isZoomed(view)) content.style.willChange = 'transform'
    if (pointers.size === 2) {
      const { mid, spread } = midpoint()
      pinchFrom = spread
      pinchMid = mid
      wasPinch = true
    } else if (pointers.size === 1) {
      downAt = pointOf(event)
      moved = false
      wasPinch = false
      // A zoomed page dragged by the mouse moves; the browser would drag the image away instead.
      if (event.pointerType === 'mouse' && isZoomed(view)) {
        event.preventDefault()
        area.setPointerCapture(event.pointerId)
      }
    }
  }

  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.get(event.pointerId)
    if (!last) return
    const now = pointOf(event)
    pointers.set(event.pointerId, now)
    if (pointers.size === 2) {
      const { mid, spread } = midpoint()
      if (pinchFrom > 0) zoomTo(view.scale * (spread / pinchFrom), mid)
      draw(panBy(view, mid.x - pinchMid.x, strip ? 0 : mid.y - pinchMid.y, box()))
      pinchFrom = spread
      pinchMid = mid
      return
    }
    if (downAt && distance(downAt, now) > TAP_SLOP_PX) moved = true
    if (moved && isZoomed(view)) draw(panBy(view, now.x - last.x, strip ? 0 : now.y - last.y, box()))
  }

  const onPointerEnd = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return
    if (pointers.size > 0) return
    content.style.willChange = ''
    const tapped = event.type === 'pointerup' && !moved && !wasPinch
    // A drag or a pinch is not a tap: the click some browsers send after it turns nothing.
    claim = tapped ? null : { kind: 'swallow', time: event.timeStamp }
    if (!tapped || event.pointerType === 'mouse') return
    const at = pointOf(event)
    if (
      lastTap &&
      event.timeStamp - lastTap.time < DOUBLE_TAP_MS &&
      distance(lastTap.at, at) < DOUBLE_TAP_PX
    ) {
      window.clearTimeout(held)
      lastTap = null
      claim = { kind: 'swallow', time: event.timeStamp }
      const rect = area.getBoundingClientRect()
      const before = view.scale
      const local = { x: at.x - rect.left, y: at.y - rect.top }
      draw(toggleZoomAt(view, local, box()))
      if (strip) window.scrollBy(0, (local.y / before) * (view.scale - before))
      return
    }
    lastTap = { at, time: event.timeStamp }
    claim = { kind: 'hold', time: event.timeStamp }
  }

  // Runs before the reader's tap zones (capture): a click it stops never reaches them.
  const onClick = (event: MouseEvent) => {
    if (ours.has(event)) return
    const mine = claim && event.timeStamp - claim.time < CLICK_AFTER_TAP_MS ? claim : null
    claim = null
    if ((event.target as Element).closest('a, button, input, select, textarea, label')) return
    if (!mine && !isZoomed(view)) return
    event.stopPropagation()
    if (mine?.kind !== 'hold' || isZoomed(view)) return
    const target = event.target as Element
    const { clientX, clientY, screenX, screenY } = event
    held = window.setTimeout(() => {
      const again = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        clientX,
        clientY,
        screenX,
        screenY,
        detail: 1,
      })
      ours.add(again)
      target.dispatchEvent(again)
    }, DOUBLE_TAP_MS)
  }

  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey) return
    // The browser would zoom the whole page, the reader's bars with it.
    event.preventDefault()
    const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY
    zoomTo(view.scale * Math.exp(-pixels * WHEEL_ZOOM_PER_PX), pointOf(event))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (typingTarget(event.target) || document.querySelector('dialog[open]')) return
    // Chapters one under the other (continuous reading) zoom each on their own: the keys are for
    // pages on screen, not for a chapter scrolled away above or waiting below. (Pages without a
    // layout cannot be told off screen.)
    const rect = area.getBoundingClientRect()
    if (rect.height > 0 && (rect.bottom <= 0 || rect.top >= window.innerHeight)) return
    if (event.key === '+' || event.key === '=') zoomTo(view.scale * KEY_ZOOM_STEP, screenCentre())
    else if (event.key === '-') zoomTo(view.scale / KEY_ZOOM_STEP, screenCentre())
    else if (event.key === '0') draw(FIT)
    else return
    event.preventDefault()
  }

  const onResize = () => draw(clampPan(view, box()))
  const onDragStart = (event: DragEvent) => {
    if (isZoomed(view)) event.preventDefault()
  }
  // Safari's own pinch arrives as a gesture of its own, besides the pointers: the page keeps it.
  const onGestureStart = (event: Event) => event.preventDefault()

  // Strip pages grow to their own shape as they load: what follows them moves down with them.
  const grown = strip && typeof ResizeObserver === 'function' ? new ResizeObserver(() => draw(view)) : null
  grown?.observe(content)

  area.addEventListener('pointerdown', onPointerDown)
  area.addEventListener('pointermove', onPointerMove)
  area.addEventListener('pointerup', onPointerEnd)
  area.addEventListener('pointercancel', onPointerEnd)
  area.addEventListener('click', onClick, true)
  // Not passive, or Ctrl + wheel could not keep the browser's zoom away; a plain wheel returns at once.
  area.addEventListener('wheel', onWheel, { passive: false })
  area.addEventListener('gesturestart', onGestureStart)
  area.addEventListener('dragstart', onDragStart)
  document.addEventListener('keydown', onKeyDown)
  window.addEventListener('resize', onResize)

  return {
    reset: () => draw(FIT),
    detach: () => {
      window.clearTimeout(held)
      grown?.disconnect()
      area.removeEventListener('pointerdown', onPointerDown)
      area.removeEventListener('pointermove', onPointerMove)
      area.removeEventListener('pointerup', onPointerEnd)
      area.removeEventListener('pointercancel', onPointerEnd)
      area.removeEventListener('click', onClick, true)
      area.removeEventListener('wheel', onWheel)
      area.removeEventListener('dragstart', onDragStart)
      area.removeEventListener('gesturestart', onGestureStart)
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('resize', onResize)
    },
  }
}
