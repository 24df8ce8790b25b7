import { useEffect } from 'react'

/**
 * Browsers allow fullscreen only in answer to a touch or a key: while `active`, the first one (and
 * the first after fullscreen was left) takes the whole screen, where the browser allows it.
 */
export function useFullscreenOnTouch(active: boolean) {
  useEffect(() => {
    if (!active || !document.fullscreenEnabled) return
    const enter = () => {
      if (document.fullscreenElement) return
      document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => {})
    }
    window.addEventListener('pointerup', enter, true)
    window.addEventListener('keydown', enter, true)
    return () => {
      window.removeEventListener('pointerup', enter, true)
      window.removeEventListener('keydown', enter, true)
    }
  }, [active])
}

/** Leaves the fullscreen kiosk mode took, if any. */
export function leaveFullscreen() {
  if (typeof document !== 'undefined' && document.fullscreenElement) document.exitFullscreen().catch(() => {})
}
