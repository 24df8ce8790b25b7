import { useEffect, useRef } from 'react'

/** A finger that drifts further than this is scrolling, not holding. */
const DRIFT_PX = 12

/**
 * Calls `onPress` when an element matching `selector` is held for `ms`, while `active`. The click
 * that ends a long press is swallowed, and so is the context menu a held link would open.
 */
export function useLongPress(selector: string, ms: number, onPress: () => void, active: boolean) {
  const onPressRef = useRef(onPress)
  onPressRef.current = onPress
  useEffect(() => {
    if (!active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let start: { x: number; y: number } | null = null
    let pressed = false
    const onHandle = (event: Event) =>
      event.target instanceof Element && event.target.closest(selector) !== null
    const cancel = () => {
      clearTimeout(timer)
      start = null
    }
    const onDown = (event: PointerEvent) => {
      cancel()
      pressed = false
      if (!onHandle(event)) return
      start = { x: event.clientX, y: event.clientY }
      timer = setTimeout(() => {
        pressed = true
        start = null
        onPressRef.current()
      }, ms)
    }
    const onMove = (event: PointerEvent) => {
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRIFT_PX) cancel()
    }
    const swallow = (event: Event) => {
      if (!onHandle(event)) return
      if (event.type === 'contextmenu' || pressed) {
        event.preventDefault()
        event.stopPropagation()
      }
      if (event.type === 'click') pressed = false
    }
    const listeners: [string, (event: never) => void][] = [
      ['pointerdown', onDown],
      ['pointermove', onMove],
      ['pointerup', cancel],
      ['pointercancel', cancel],
      ['click', swallow],
      ['contextmenu', swallow],
    ]
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true)
    return () => {
      cancel()
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true)
    }
  }, [selector, ms, active])
}
