/** The page as drawn: scaled by `scale` from its top left corner, then moved by `x`, `y` (px). */
export interface ZoomView {
  scale: number
  x: number
  y: number
}

/** Pages are never drawn smaller than they fit, nor past the point where a scan turns to blur. */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 4
/** What a double tap zooms to, and a step of the '+' and '-' keys. */
export const DOUBLE_TAP_ZOOM = 2
export const KEY_ZOOM_STEP = 1.25
/** How much a notch of Ctrl + wheel zooms: 100 px of wheel is about a fifth. */
export const WHEEL_ZOOM_PER_PX = 0.002

export const FIT: ZoomView = { scale: 1, x: 0, y: 0 }

export const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale))

/** The box the page fills when not zoomed; `height` 0 where the page moves only sideways. */
export interface ZoomBox {
  width: number
  height: number
}

/**
 * The page moved only as far as its edges reach the box's: zoomed in, no empty space shows beside
 * it; fitted, it stays where it is.
 */
export function clampPan(view: ZoomView, box: ZoomBox): ZoomView {
  const scale = clampZoom(view.scale)
  const limit = (at: number, size: number) => Math.min(0, Math.max(size - size * scale, at))
  return { scale, x: limit(view.x, box.width), y: box.height > 0 ? limit(view.y, box.height) : 0 }
}

/**
 * Zoomed to `scale` about a point of the box (px from its top left): the spot of the page under the
 * finger or the pointer stays under it.
 */
export function zoomAt(
  view: ZoomView,
  scale: number,
  point: { x: number; y: number },
  box: ZoomBox,
): ZoomView {
  const next = clampZoom(scale)
  const ratio = next / view.scale
  return clampPan(
    { scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio },
    box,
  )
}

export const panBy = (view: ZoomView, dx: number, dy: number, box: ZoomBox) =>
  clampPan({ scale: view.scale, x: view.x + dx, y: view.y + dy }, box)

/** A double tap: fitted, to 2× at the tapped spot; zoomed, back to fit. */
export const toggleZoomAt = (view: ZoomView, point: { x: number; y: number }, box: ZoomBox) =>
  view.scale > MIN_ZOOM ? FIT : zoomAt(view, DOUBLE_TAP_ZOOM, point, box)

export const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

export const isZoomed = (view: ZoomView) => view.scale > MIN_ZOOM + 0.001
