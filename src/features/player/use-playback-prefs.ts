import { useEffect } from 'react'
import { readPlaybackPrefs, savePlaybackPrefs } from './playback-prefs.ts'

/**
 * Starts each film at the speed, volume and mute the viewer left the last one at, and keeps their
 * changes of volume and mute. The speed is kept where it is chosen (`saveSpeed`): the player library
 * itself sets the rate to 0 while it buffers, which is no choice of the viewer's.
 */
export function usePlaybackPrefs(video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!video) return
    const prefs = readPlaybackPrefs()
    // The default survives the stream being loaded again after a stop.
    video.defaultPlaybackRate = prefs.speed
    video.playbackRate = prefs.speed
    video.volume = prefs.volume
    video.muted = prefs.muted
    const keep = () => savePlaybackPrefs({ volume: video.volume, muted: video.muted })
    video.addEventListener('volumechange', keep)
    return () => video.removeEventListener('volumechange', keep)
  }, [video])
}

export const saveSpeed = (speed: number) => savePlaybackPrefs({ speed })
