import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type PlaybackFailure,
  START_TIMEOUT_MS,
  watchPlayback,
} from '../../src/features/player/playback-watch.ts'

/** A video element as the watch sees it: its state is set by the test, its events fired by hand. */
class FakeVideo extends EventTarget {
  currentTime = 0
  duration = Number.NaN
  paused = true
  error: MediaError | null = null
  readyState = 0

  /** Metadata in: the stream's length is known. */
  metadata(duration: number) {
    this.duration = duration
    this.readyState = 1
    this.dispatchEvent(new Event('loadedmetadata'))
  }
  play() {
    this.paused = false
    this.dispatchEvent(new Event('play'))
  }
  pause() {
    this.paused = true
    this.dispatchEvent(new Event('pause'))
  }
  tick(to: number) {
    this.currentTime = to
    this.dispatchEvent(new Event('timeupdate'))
  }
  seek(to: number) {
    this.currentTime = to
    this.dispatchEvent(new Event('seeking'))
    this.dispatchEvent(new Event('timeupdate'))
  }
}

function watch(video: FakeVideo) {
  const failures: PlaybackFailure[] = []
  const stop = watchPlayback(video as unknown as HTMLVideoElement, (failure) => failures.push(failure))
  return { failures, stop }
}

describe('watching a loaded film', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says nothing of a film that starts and plays to its end', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    vi.advanceTimersByTime(500)
    video.tick(0.25)
    vi.advanceTimersByTime(START_TIMEOUT_MS * 3)
    video.tick(8)
    video.dispatchEvent(new Event('ended'))
    expect(failures).toEqual([])
  })

  it('fails a start that never comes: playing asked for, the clock still after the time allowed', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    // 'playing' without the clock moving is what an aborted Media Source looks like.
    video.dispatchEvent(new Event('playing'))
    video.tick(0)
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1)
    expect(failures).toEqual([])
    vi.advanceTimersByTime(1)
    expect(failures).toEqual(['no-start'])
    // Once only.
    video.dispatchEvent(new Event('error'))
    expect(failures).toEqual(['no-start'])
  })

  it('does not count a film left paused (the browser refused to start it) nor one paused by the viewer', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    video.pause()
    vi.advanceTimersByTime(START_TIMEOUT_MS * 2)
    expect(failures).toEqual([])
  })

  it('does not take a seek for the film moving, and waits again from the new place', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    vi.advanceTimersByTime(START_TIMEOUT_MS / 2)
    video.seek(5)
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1)
    expect(failures).toEqual([])
    vi.advanceTimersByTime(1)
    expect(failures).toEqual(['no-start'])
  })

  it('gives up on a stalled film that the player keeps nudging with small seeks', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    // Without a bound, a seek every 3 s would keep a silent film waiting for ever.
    for (let nudge = 1; nudge < 7; nudge++) {
      vi.advanceTimersByTime(3_000)
      video.seek(0.1 * nudge)
    }
    expect(failures).toEqual([])
    vi.advanceTimersByTime(2 * START_TIMEOUT_MS - 6 * 3_000)
    expect(failures).toEqual(['no-start'])
  })

  it("takes an end long before the film's length for a failure, and a true end for none", () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    video.pause()
    video.dispatchEvent(new Event('ended'))
    expect(failures).toEqual(['ended-early'])

    // As WebKitGTK says it: the length gone to 0 with the end.
    const emptied = new FakeVideo()
    const third = watch(emptied)
    emptied.metadata(8)
    emptied.play()
    emptied.duration = 0
    emptied.pause()
    emptied.dispatchEvent(new Event('ended'))
    expect(third.failures).toEqual(['ended-early'])

    const whole = new FakeVideo()
    const second = watch(whole)
    whole.metadata(8)
    whole.play()
    whole.tick(7.95)
    whole.pause()
    whole.dispatchEvent(new Event('ended'))
    expect(second.failures).toEqual([])
  })

  it('waits again each time playing is asked for', () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    video.tick(1)
    video.pause()
    video.play()
    vi.advanceTimersByTime(START_TIMEOUT_MS)
    expect(failures).toEqual(['no-start'])
  })

  it.each([
    ['no length', Number.NaN],
    ['a length of 0', 0],
  ])('fails a stream with %s once its metadata is in', (_, duration) => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(duration)
    expect(failures).toEqual(['no-duration'])
  })

  it("fails on the video element's own error (a decoder or Media Source failure)", () => {
    const video = new FakeVideo()
    const { failures } = watch(video)
    video.metadata(8)
    video.play()
    video.dispatchEvent(new Event('error'))
    expect(failures).toEqual(['media-error'])
    // Nothing is left waiting.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts what happened before the watch began', () => {
    const broken = new FakeVideo()
    broken.error = { code: 3, message: 'decode' } as MediaError
    expect(watch(broken).failures).toEqual(['media-error'])

    const empty = new FakeVideo()
    empty.readyState = 1
    empty.duration = 0
    expect(watch(empty).failures).toEqual(['no-duration'])

    const started = new FakeVideo()
    started.metadata(8)
    started.play()
    const { failures } = watch(started)
    vi.advanceTimersByTime(START_TIMEOUT_MS)
    expect(failures).toEqual(['no-start'])
  })

  it('watches no more once stopped', () => {
    const video = new FakeVideo()
    const { failures, stop } = watch(video)
    video.play()
    stop()
    vi.advanceTimersByTime(START_TIMEOUT_MS)
    video.dispatchEvent(new Event('error'))
    expect(failures).toEqual([])
  })
})
