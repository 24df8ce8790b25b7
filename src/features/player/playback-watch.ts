/** Why a film that loaded still cannot be watched. */
export type PlaybackFailure = 'media-error' | 'no-duration' | 'no-start' | 'ended-early'

/** How long a film may take to move once playing was asked for, before it counts as broken. */
export const START_TIMEOUT_MS = 10_000

/** Less than this is not the film moving: a seek or a rounding of the clock. */
const PROGRESS_SECONDS = 0.05

/** An end further than this from the film's length is not its end. */
const END_SLACK_SECONDS = 1

type WatchedVideo = Pick<
  HTMLVideoElement,
  'addEventListener' | 'removeEventListener' | 'currentTime' | 'duration' | 'paused' | 'error' | 'readyState'
>

const HAVE_METADATA = 1

/**
 * Watches a loaded film for the failures the player library does not report: the media pipeline
 * failing in the video element itself (a decoder or Media Source error), a stream without a length
 * once its metadata is in, and a start that never comes (playing was asked for, yet the clock did not
 * move within `timeoutMs`, where some engines abort their Media Source silently), and an end long
 * before the film's length. Calls `onFailure`
 * once, then watches no more; the returned function stops watching.
 */
export function watchPlayback(
  video: WatchedVideo,
  onFailure: (failure: PlaybackFailure) => void,
  timeoutMs = START_TIMEOUT_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let from = 0
  /** When playing was asked for: seeks push the wait on, but never past twice the time from here. */
  let askedAt = 0
  let done = false

  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const arm = () => {
    disarm()
    askedAt = Date.now()
    from = video.currentTime
    timer = setTimeout(() => fail('no-start'), timeoutMs)
  }
  // The player library itself seeks, again and again, to nudge a stalled stream past a gap (WebKit's
  // silently aborted Media Source stalls for ever): were each seek a fresh start, the wait would
  // never end.
  const rearm = () => {
    disarm()
    from = video.currentTime
    const left = Math.min(timeoutMs, askedAt + 2 * timeoutMs - Date.now())
    timer = setTimeout(() => fail('no-start'), Math.max(0, left))
  }
  const checkLength = () => {
    const { duration } = video
    if (Number.isNaN(duration) || duration === 0) fail('no-duration')
  }
  const listeners: Record<string, () => void> = {
    error: () => fail('media-error'),
    loadedmetadata: checkLength,
    // Playing was asked for: the clock must move before the time is up.
    play: arm,
    // A seek moves the clock without the film moving: the wait starts again from the new place.
    seeking: () => {
      if (timer !== undefined) rearm()
    },
    timeupdate: () => {
      if (timer !== undefined && !video.paused && Math.abs(video.currentTime - from) > PROGRESS_SECONDS)
        disarm()
    },
    pause: disarm,
    // WebKitGTK's Media Source, having buffered nothing, pauses the film and says it ended, at 0 s,
    // its length now 0.
    ended: () => {
      const { currentTime, duration } = video
      if (!(duration > 0) || currentTime + END_SLACK_SECONDS < duration) fail('ended-early')
      else disarm()
    },
  }
  const stop = () => {
    done = true
    disarm()
    for (const [type, listener] of Object.entries(listeners)) video.removeEventListener(type, listener)
  }
  function fail(failure: PlaybackFailure) {
    if (done) return
    stop()
    onFailure(failure)
  }

  for (const [type, listener] of Object.entries(listeners)) video.addEventListener(type, listener)
  // What happened before the watch began counts too.
  if (video.error) fail('media-error')
  else if (video.readyState >= HAVE_METADATA) checkLength()
  if (!done && !video.paused) arm()
  return stop
}
