import { describe, expect, it } from 'vitest'
import {
  clampPan,
  clampZoom,
  FIT,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  toggleZoomAt,
  zoomAt,
} from '../../src/features/comic-reader/zoom/zoom-math.ts'

const box = { width: 400, height: 600 }
/** Where a point of the page (px in its own box) is drawn on screen under a view. */
const drawn = (view: { scale: number; x: number; y: number }, p: { x: number; y: number }) => ({
  x: view.x + p.x * view.scale,
  y: view.y + p.y * view.scale,
})

describe('comic page zoom math', () => {
  it('keeps the zoom between fitted and the most a scan bears', () => {
    expect(clampZoom(0.3)).toBe(MIN_ZOOM)
    expect(clampZoom(9)).toBe(MAX_ZOOM)
    expect(clampZoom(2.5)).toBe(2.5)
  })

  it('zooms about a point: the spot under the finger stays under it', () => {
    const view = zoomAt(FIT, 2, { x: 100, y: 200 }, box)
    expect(view.scale).toBe(2)
    expect(drawn(view, { x: 100, y: 200 })).toEqual({ x: 100, y: 200 })
    // Zooming further from a zoomed view, about another point, keeps that one.
    const further = zoomAt(view, 3, { x: 300, y: 300 }, box)
    const page = { x: (300 - view.x) / view.scale, y: (300 - view.y) / view.scale }
    expect(drawn(further, page).x).toBeCloseTo(300)
    expect(drawn(further, page).y).toBeCloseTo(300)
  })

  it('never moves a page so far that empty space shows beside it', () => {
    expect(clampPan({ scale: 2, x: 50, y: 50 }, box)).toEqual({ scale: 2, x: 0, y: 0 })
    expect(clampPan({ scale: 2, x: -999, y: -999 }, box)).toEqual({ scale: 2, x: -400, y: -600 })
    expect(panBy({ scale: 2, x: -100, y: -100 }, -30, 20, box)).toEqual({ scale: 2, x: -130, y: -80 })
    // Fitted, the page stays where it is; in the strip (no height), it moves only sideways.
    expect(panBy(FIT, 40, 40, box)).toEqual(FIT)
    expect(clampPan({ scale: 2, x: -100, y: -100 }, { width: 400, height: 0 })).toEqual({
      scale: 2,
      x: -100,
      y: 0,
    })
  })

  it('a zoom near a corner stays within the page', () => {
    const view = zoomAt(FIT, 2, { x: 0, y: 0 }, box)
    expect(view).toEqual({ scale: 2, x: 0, y: 0 })
    expect(zoomAt(FIT, 2, { x: 400, y: 600 }, box)).toEqual({ scale: 2, x: -400, y: -600 })
  })

  it('a double tap zooms to 2× at the tapped spot, and the next one back to fit', () => {
    const zoomed = toggleZoomAt(FIT, { x: 200, y: 300 }, box)
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -300 })
    expect(toggleZoomAt(zoomed, { x: 10, y: 10 }, box)).toEqual(FIT)
  })

  it('pinching is zooming by the ratio of the fingers’ spread about their midpoint', () => {
    let view = FIT
    // Fingers 100 px apart spread to 200, then 400, then 1600: 2×, 4×, and no further.
    for (const [from, to] of [
      [100, 200],
      [200, 400],
      [400, 1600],
    ] as const)
      view = zoomAt(view, view.scale * (to / from), { x: 200, y: 300 }, box)
    expect(view.scale).toBe(MAX_ZOOM)
    expect(drawn(view, { x: 200, y: 300 })).toEqual({ x: 200, y: 300 })
  })
})
