import { afterEach, describe, expect, it } from 'vitest'
import {
  autoplayNext,
  reloadAutoplayNext,
  setAutoplayNext,
} from '../../src/features/player/autoplay-setting.ts'
import {
  defaultPlaybackPrefs,
  readPlaybackPrefs,
  savePlaybackPrefs,
} from '../../src/features/player/playback-prefs.ts'
import { FILM_AUTOPLAY_KEY, FILM_PLAYBACK_KEY } from '../../src/features/player/player-storage-keys.ts'

const stored = () => localStorage.getItem(FILM_PLAYBACK_KEY)

afterEach(() => {
  localStorage.clear()
  reloadAutoplayNext()
})

describe("the player's speed, volume and mute on this device", () => {
  it('start as the browser has them, and are kept as changed', () => {
    expect(readPlaybackPrefs()).toEqual({ speed: 1, volume: 1, muted: false })
    savePlaybackPrefs({ speed: 1.5 })
    savePlaybackPrefs({ volume: 0.4, muted: true })
    expect(readPlaybackPrefs()).toEqual({ speed: 1.5, volume: 0.4, muted: true })
    expect(JSON.parse(stored() ?? 'null')).toEqual({ speed: 1.5, volume: 0.4, muted: true })
  })

  it('are brought back into the ranges the player offers', () => {
    localStorage.setItem(FILM_PLAYBACK_KEY, JSON.stringify({ speed: 16, volume: 7, muted: true }))
    expect(readPlaybackPrefs()).toEqual({ speed: 2, volume: 1, muted: true })
    localStorage.setItem(FILM_PLAYBACK_KEY, JSON.stringify({ speed: 0.1, volume: -3, muted: false }))
    expect(readPlaybackPrefs()).toEqual({ speed: 0.5, volume: 0, muted: false })
    // A speed the menu does not list becomes the nearest it does.
    localStorage.setItem(FILM_PLAYBACK_KEY, JSON.stringify({ speed: 1.6, volume: 0.5, muted: false }))
    expect(readPlaybackPrefs().speed).toBe(1.5)
    savePlaybackPrefs({ speed: 9, volume: 2 })
    expect(readPlaybackPrefs()).toEqual({ speed: 2, volume: 1, muted: false })
  })

  it('lose only the damaged field, and the record is written back repaired', () => {
    // 1e999 is JSON's Infinity.
    localStorage.setItem(FILM_PLAYBACK_KEY, '{"speed":1e999,"volume":"loud","muted":1}')
    expect(readPlaybackPrefs()).toEqual(defaultPlaybackPrefs)
    expect(JSON.parse(stored() ?? 'null')).toEqual(defaultPlaybackPrefs)
    localStorage.setItem(FILM_PLAYBACK_KEY, '{"speed":1.25,"volume":null,"muted":true}')
    expect(readPlaybackPrefs()).toEqual({ speed: 1.25, volume: 1, muted: true })
    expect(JSON.parse(stored() ?? 'null')).toEqual({ speed: 1.25, volume: 1, muted: true })
  })

  it('are the defaults when the record is not JSON, or not a record', () => {
    for (const damaged of ['{speed:', '[1.5]', '"fast"', 'null']) {
      localStorage.setItem(FILM_PLAYBACK_KEY, damaged)
      expect(readPlaybackPrefs()).toEqual(defaultPlaybackPrefs)
      expect(JSON.parse(stored() ?? 'null')).toEqual(defaultPlaybackPrefs)
    }
  })
})

describe('autoplay of the next episode', () => {
  it('is on until turned off, and stays off', () => {
    expect(autoplayNext()).toBe(true)
    setAutoplayNext(false)
    reloadAutoplayNext()
    expect(autoplayNext()).toBe(false)
    expect(localStorage.getItem(FILM_AUTOPLAY_KEY)).toBe('false')
  })

  it('is on when what is stored cannot be read', () => {
    localStorage.setItem(FILM_AUTOPLAY_KEY, '"no"')
    expect(autoplayNext()).toBe(true)
  })
})
