import { useEffect } from 'react'
import { STOP_MEDIA_EVENT } from '../../shared/media/stop-media.ts'

/** Spec §2: a change of page stops the film (the layout announces it before the next page loads). */
export function useStopMedia(stop: () => void) {
  useEffect(() => {
    window.addEventListener(STOP_MEDIA_EVENT, stop)
    return () => window.removeEventListener(STOP_MEDIA_EVENT, stop)
  }, [stop])
}
