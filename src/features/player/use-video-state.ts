import { useEffect, useState } from 'react'

export interface VideoState {
  paused: boolean
  ended: boolean
  /** Waiting for data: a spinner, not a paused film. */
  waiting: boolean
  currentTime: number
  duration: number
  volume: number
  muted: boolean
  playbackRate: number
  pictureInPicture: boolean
}

const initial: VideoState = {
  paused: true,
  ended: false,
  waiting: false,
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
  playbackRate: 1,
  pictureInPicture: false,
}

const events = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'ended',
  'emptied',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'ratechange',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const

/** The video element's state as React state: the controls draw from it, the element stays the truth. */
export function useVideoState(video: HTMLVideoElement | null): VideoState {
  const [state, setState] = useState(initial)
  useEffect(() => {
    if (!video) return
    let waiting = false
    const update = (event?: Event) => {
      if (event?.type === 'waiting' || event?.type === 'seeking') waiting = true
      if (event?.type === 'playing' || event?.type === 'seeked' || event?.type === 'pause') waiting = false
      setState({
        paused: video.paused,
        ended: video.ended,
        waiting: waiting && !video.paused,
        currentTime: video.currentTime,
        duration: video.duration,
        volume: video.volume,
        muted: video.muted,
        playbackRate: video.playbackRate,
        pictureInPicture: document.pictureInPictureElement === video,
      })
    }
    update()
    for (const type of events) video.addEventListener(type, update)
    return () => {
      for (const type of events) video.removeEventListener(type, update)
    }
  }, [video])
  return state
}
