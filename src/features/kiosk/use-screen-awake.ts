import { useEffect } from 'react'

/**
 * Keeps the screen on while `active` (Wake Lock). The browser drops the lock whenever the page is
 * hidden, so it is asked for again each time the page comes back.
 */
export function useScreenAwake(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let ended = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return
      try {
        const granted = await navigator.wakeLock.request('screen')
        if (ended) await granted.release()
        else lock = granted
      } catch {
        // Refused (low battery, a policy): the screen simply dims as usual.
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire()
    }
    void acquire()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      ended = true
      document.removeEventListener('visibilitychange', onVisibility)
      lock?.release().catch(() => {})
    }
  }, [active])
}
