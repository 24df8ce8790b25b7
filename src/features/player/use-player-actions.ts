import type { KeyboardEvent } from 'react'
import { keyTargetOf, type PlayerAction, playerKeyAction } from './player-keys.ts'
import type { PlaybackStatus } from './use-shaka-playback.ts'

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** What the buttons, a click on the picture and the keys do to the film. */
export function usePlayerActions(
  video: HTMLVideoElement | null,
  status: PlaybackStatus,
  reload: () => void,
  toggleFullscreen: () => void,
) {
  const toggle = () => {
    if (!video) return
    // A stopped stream was released: playing loads it again, from where it stopped.
    if (status === 'stopped') reload()
    else if (status !== 'ready') return
    else if (video.paused || video.ended) video.play().catch(() => {})
    else video.pause()
  }
  const seekBy = (by: number) => {
    if (!video || status !== 'ready') return
    const end = Number.isFinite(video.duration) ? video.duration : video.currentTime + by
    video.currentTime = clamp(video.currentTime + by, 0, end)
  }
  const setVolume = (volume: number) => {
    if (!video) return
    video.volume = clamp(Math.round(volume * 100) / 100, 0, 1)
    video.muted = video.volume === 0
  }
  const volumeBy = (by: number) => {
    if (video) setVolume((video.muted ? 0 : video.volume) + by)
  }
  const toggleMute = () => {
    if (!video) return
    video.muted = !video.muted
    // Unmuting at volume 0 would still be silent.
    if (!video.muted && video.volume === 0) video.volume = 0.5
  }
  const replay = () => {
    if (!video || status !== 'ready') return
    video.currentTime = 0
    video.play().catch(() => {})
  }
  const run = (action: PlayerAction) => {
    if (action.type === 'toggle') toggle()
    else if (action.type === 'seek') seekBy(action.by)
    else if (action.type === 'volume') volumeBy(action.by)
    else if (action.type === 'mute') toggleMute()
    else toggleFullscreen()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = playerKeyAction(event, keyTargetOf(event.target))
    if (!action) return
    // The page must not scroll under the player as well.
    event.preventDefault()
    run(action)
  }
  return { toggle, replay, seekBy, setVolume, volumeBy, toggleMute, onKeyDown }
}
