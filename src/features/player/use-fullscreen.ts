import { type RefObject, useCallback, useEffect, useState } from 'react'

/** iPhone Safari has no fullscreen for elements, only its own for a video. */
type AppleVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

/**
 * Fullscreen on the player itself, so the controls stay with the picture; where the browser offers
 * fullscreen only for the video (iPhone), that one.
 */
export function useFullscreen(container: RefObject<HTMLElement | null>, video: HTMLVideoElement | null) {
  const [active, setActive] = useState(false)
  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement != null && document.fullscreenElement === container.current)
    // A player that comes while its stage is fullscreen (the next episode's) starts as fullscreen.
    update()
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [container])

  const available =
    document.fullscreenEnabled === true ||
    typeof (video as AppleVideo | null)?.webkitEnterFullscreen === 'function'

  const toggle = useCallback(() => {
    const element = container.current
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => {})
    } else if (element && document.fullscreenEnabled) {
      // Refused without a user gesture or in a frame that does not allow it: the button stays as it was.
      element.requestFullscreen().catch(() => {})
    } else {
      ;(video as AppleVideo | null)?.webkitEnterFullscreen?.()
    }
  }, [container, video])

  return { active, available, toggle }
}
