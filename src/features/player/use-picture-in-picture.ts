import { useCallback } from 'react'

/** Picture-in-picture where the browser has it (not Firefox, whose own button sits on the video). */
export function usePictureInPicture(video: HTMLVideoElement | null) {
  const available = document.pictureInPictureEnabled === true && video?.disablePictureInPicture !== true
  const toggle = useCallback(() => {
    if (document.pictureInPictureElement) document.exitPictureInPicture().catch(() => {})
    else video?.requestPictureInPicture().catch((error: unknown) => console.error(error))
  }, [video])
  return { available, toggle }
}
