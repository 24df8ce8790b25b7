import { useEffect, useRef } from 'react'

/** What counts as someone being there: touches, the mouse, keys, scrolling. */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/** A film playing is being watched, not abandoned, however long no one touches the screen. */
const somethingPlays = () =>
  [...document.querySelectorAll<HTMLMediaElement>('video, audio')].some(
    (media) => !media.paused && !media.ended,
  )

/**
 * Calls `onIdle` once no one has touched the app for `idleMs` (null: never). It fires once, then
 * waits for someone to come back before counting again.
 */
export function useIdleReturn(idleMs: number | null, onIdle: () => void) {
  const onIdleRef = useRef(onIdle)
  onIdleRef.current = onIdle
  useEffect(() => {
    if (idleMs === null) return
    let last = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    // One timer, moved on when it comes due rather than reset on every event (pointermove is frequent).
    const check = () => {
      const left = last + idleMs - Date.now()
      if (left > 0 || somethingPlays()) {
        timer = setTimeout(check, left > 0 ? left : idleMs)
        return
      }
      timer = undefined
      onIdleRef.current()
    }
    const onActivity = () => {
      last = Date.now()
      timer ??= setTimeout(check, idleMs)
    }
    const options = { capture: true, passive: true }
    for (const type of activityEvents) window.addEventListener(type, onActivity, options)
    timer = setTimeout(check, idleMs)
    return () => {
      clearTimeout(timer)
      for (const type of activityEvents) window.removeEventListener(type, onActivity, options)
    }
  }, [idleMs])
}
