import * as v from 'valibot'
import { readItem, writeItem } from '../../shared/local-storage.ts'
import { PLAYBACK_SPEEDS } from './player-limits.ts'
import { FILM_PLAYBACK_KEY } from './player-storage-keys.ts'

/** How the viewer likes films played on this device: the next episode starts the same way. */
export interface PlaybackPrefs {
  speed: number
  volume: number
  muted: boolean
}

export const defaultPlaybackPrefs: PlaybackPrefs = { speed: 1, volume: 1, muted: false }

/** The listed speed nearest to `speed`: the speed menu can only show those. */
export const nearestSpeed = (speed: number) =>
  PLAYBACK_SPEEDS.reduce<number>(
    (best, listed) => (Math.abs(listed - speed) < Math.abs(best - speed) ? listed : best),
    defaultPlaybackPrefs.speed,
  )

const finite = v.pipe(v.number(), v.finite())

/**
 * Field by field: a field another version or a person spoilt falls back alone, and numbers out of
 * the player's ranges are brought back into them rather than dropped.
 */
const prefsSchema = v.object({
  speed: v.fallback(v.pipe(finite, v.transform(nearestSpeed)), defaultPlaybackPrefs.speed),
  volume: v.fallback(
    v.pipe(
      finite,
      v.transform((volume) => Math.min(1, Math.max(0, volume))),
    ),
    defaultPlaybackPrefs.volume,
  ),
  muted: v.fallback(v.boolean(), defaultPlaybackPrefs.muted),
})

function parsed(raw: string | null): PlaybackPrefs {
  if (raw === null) return defaultPlaybackPrefs
  try {
    const result = v.safeParse(prefsSchema, JSON.parse(raw))
    return result.success ? result.output : defaultPlaybackPrefs
  } catch {
    return defaultPlaybackPrefs
  }
}

/** The stored preferences; a damaged record is written back repaired, so it is read right next time. */
export function readPlaybackPrefs(): PlaybackPrefs {
  const raw = readItem(FILM_PLAYBACK_KEY)
  const prefs = parsed(raw)
  if (raw !== null && raw !== JSON.stringify(prefs)) writeItem(FILM_PLAYBACK_KEY, JSON.stringify(prefs))
  return prefs
}

export function savePlaybackPrefs(change: Partial<PlaybackPrefs>) {
  const prefs = parsed(JSON.stringify({ ...readPlaybackPrefs(), ...change }))
  writeItem(FILM_PLAYBACK_KEY, JSON.stringify(prefs))
}
