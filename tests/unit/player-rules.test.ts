import { describe, expect, it } from 'vitest'
import { keyTargetOf, playerKeyAction } from '../../src/features/player/player-keys.ts'
import {
  activeHeight,
  mergeTracks,
  qualityHeights,
  trackForHeight,
} from '../../src/features/player/quality.ts'
import { mimeTypeOf, playOrder } from '../../src/features/player/sources.ts'
import { formatTime } from '../../src/features/player/time.ts'

const track = (id: number, height: number | null, bandwidth: number, active = false) => ({
  id,
  height,
  bandwidth,
  active,
})

describe('quality choices from the stream', () => {
  // Two audio tracks make every picture height appear twice among the variants.
  const tracks = [
    track(1, 360, 468_000, true),
    track(2, 180, 218_000),
    track(3, 360, 500_000),
    track(4, 180, 230_000),
    track(5, null, 64_000),
  ]

  it('offers each picture height once, highest first, and leaves out sound-only variants', () => {
    expect(qualityHeights(tracks)).toEqual([360, 180])
    expect(qualityHeights([])).toEqual([])
  })

  it('plays a chosen height with the sound now playing, else with the best bitrate', () => {
    expect(trackForHeight(tracks, 360)?.id).toBe(1)
    expect(trackForHeight(tracks, 180)?.id).toBe(4)
    expect(trackForHeight(tracks, 720)).toBeUndefined()
  })

  it("names the height on screen for 'Auto'", () => {
    expect(activeHeight(tracks)).toBe(360)
    expect(activeHeight([track(2, 180, 1)])).toBeUndefined()
  })
})

describe('the order the renditions are tried in', () => {
  it('tries HLS, then DASH, then anything else, and skips a source without an address', () => {
    const order = playOrder([
      { link: '/f/clip.mp4', type: 'mp4', label: 'MP4' },
      { link: '/f/manifest.mpd', type: 'dash', label: 'DASH' },
      { link: '', type: 'hls', label: 'empty' },
      { link: '/f/master.m3u8', type: 'hls', label: 'HLS' },
    ])
    expect(order.map((source) => source.link)).toEqual(['/f/master.m3u8', '/f/manifest.mpd', '/f/clip.mp4'])
  })

  it('tells shaka the manifest or file type, so it does not have to ask the server', () => {
    expect(mimeTypeOf({ type: 'dash' })).toBe('application/dash+xml')
    expect(mimeTypeOf({ type: 'hls' })).toBe('application/x-mpegurl')
    expect(mimeTypeOf({ type: 'mp4' })).toBe('video/mp4')
    expect(mimeTypeOf({ type: 'webm' })).toBeUndefined()
  })
})

describe('the player keys', () => {
  it('plays and pauses with space on the player and with k anywhere in it', () => {
    expect(playerKeyAction({ key: ' ' }, 'player')).toEqual({ type: 'toggle' })
    expect(playerKeyAction({ key: 'k' }, 'button')).toEqual({ type: 'toggle' })
    expect(playerKeyAction({ key: 'K' }, 'player')).toEqual({ type: 'toggle' })
    // Space on a focused button presses that button.
    expect(playerKeyAction({ key: ' ' }, 'button')).toBeUndefined()
  })

  it('seeks 5 seconds with the side arrows and changes the volume with up and down', () => {
    expect(playerKeyAction({ key: 'ArrowLeft' }, 'player')).toEqual({ type: 'seek', by: -5 })
    expect(playerKeyAction({ key: 'ArrowRight' }, 'button')).toEqual({ type: 'seek', by: 5 })
    expect(playerKeyAction({ key: 'ArrowUp' }, 'player')).toEqual({ type: 'volume', by: 0.1 })
    expect(playerKeyAction({ key: 'ArrowDown' }, 'player')).toEqual({ type: 'volume', by: -0.1 })
  })

  it('toggles fullscreen with f and the sound with m', () => {
    expect(playerKeyAction({ key: 'f' }, 'player')).toEqual({ type: 'fullscreen' })
    expect(playerKeyAction({ key: 'm' }, 'slider')).toEqual({ type: 'mute' })
  })

  it('leaves a slider its arrows, a list its keys and the browser its shortcuts', () => {
    expect(playerKeyAction({ key: 'ArrowRight' }, 'slider')).toBeUndefined()
    expect(playerKeyAction({ key: 'ArrowUp' }, 'slider')).toBeUndefined()
    expect(playerKeyAction({ key: 'm' }, 'select')).toBeUndefined()
    expect(playerKeyAction({ key: 'f', ctrlKey: true }, 'player')).toBeUndefined()
    expect(playerKeyAction({ key: 'ArrowLeft', altKey: true }, 'player')).toBeUndefined()
    expect(playerKeyAction({ key: 'x' }, 'player')).toBeUndefined()
  })

  it('knows what has the focus', () => {
    expect(keyTargetOf(document.createElement('button'))).toBe('button')
    expect(keyTargetOf(document.createElement('input'))).toBe('slider')
    expect(keyTargetOf(document.createElement('select'))).toBe('select')
    expect(keyTargetOf(document.createElement('video'))).toBe('player')
    expect(keyTargetOf(null)).toBe('player')
  })
})

describe('times on the control bar', () => {
  it('reads minutes and seconds, and hours past the hour', () => {
    expect(formatTime(0)).toBe('0:00')
    expect(formatTime(8.7)).toBe('0:08')
    expect(formatTime(65)).toBe('1:05')
    expect(formatTime(3725)).toBe('1:02:05')
    expect(formatTime(Number.NaN)).toBe('0:00')
  })
})

describe('renditions shaka sets aside', () => {
  it('stay offered (not playing) while shaka leaves them out, and come back as listed', () => {
    const before = [track(1, 360, 468_000, true), track(2, 180, 218_000)]
    const banned = mergeTracks(before, [track(2, 180, 218_000, true)])
    expect(banned).toEqual([track(2, 180, 218_000, true), track(1, 360, 468_000, false)])
    expect(qualityHeights(banned)).toEqual([360, 180])
    expect(activeHeight(banned)).toBe(180)
    expect(mergeTracks(banned, before)).toEqual(before)
  })
})
