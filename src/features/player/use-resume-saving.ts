import { useCallback, useEffect, useRef } from 'react'
import { RESUME_MAX_FRACTION, RESUME_SAVE_MS } from './player-limits.ts'
import { forgetResumePosition, saveResumePosition } from './resume-store.ts'

/**
 * Saves the video's position, unless the element holds no film any more: once a stream is unloaded
 * its position reads 0, which must not overwrite where the film really was.
 */
export function savePositionOf(video: HTMLVideoElement, key: string) {
  if (video.readyState === HTMLMediaElement.HAVE_NOTHING) return
  saveResumePosition(key, video.currentTime, video.duration)
}

/** Into the credits: the film counts as watched, though the viewer stops before its very end. */
const inCredits = (video: HTMLVideoElement) =>
  video.duration > 0 && video.currentTime > video.duration * RESUME_MAX_FRACTION

/**
 * Writes where the film is: every few seconds while it plays, and at once when it pauses, when the
 * tab is hidden or closed, and when the player goes away. A film watched to its end (or into its
 * credits) is forgotten, and `onWatched` told.
 */
export function useResumeSaving(
  video: HTMLVideoElement | null,
  key: string,
  active: boolean,
  onWatched?: (() => void) | undefined,
) {
  const watched = useRef(onWatched)
  watched.current = onWatched
  // Told once a film: its end is both a pause in its credits and its end.
  const told = useRef<string | undefined>(undefined)
  const tellWatched = useCallback(() => {
    if (told.current === key) return
    told.current = key
    watched.current?.()
  }, [key])
  useEffect(() => {
    if (!video || !active) return
    let lastSaved = Date.now()
    const save = () => {
      lastSaved = Date.now()
      savePositionOf(video, key)
      if (video.readyState !== HTMLMediaElement.HAVE_NOTHING && inCredits(video)) tellWatched()
    }
    const onTime = () => {
      if (!video.paused && Date.now() - lastSaved >= RESUME_SAVE_MS) save()
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save()
    }
    const onEnded = () => forgetResumePosition(key)
    video.addEventListener('timeupdate', onTime)
    video.addEventListener('pause', save)
    video.addEventListener('ended', onEnded)
    window.addEventListener('pagehide', save)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      if (!video.ended) save()
      video.removeEventListener('timeupdate', onTime)
      video.removeEventListener('pause', save)
      video.removeEventListener('ended', onEnded)
      window.removeEventListener('pagehide', save)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [video, key, active, tellWatched])
  /** For the video's end, which counts whatever the player's state. */
  return tellWatched
}
