import * as v from 'valibot'
import { readJson, writeItem } from '../../shared/local-storage.ts'
import { FILM_POSITIONS_KEY } from '../../shared/storage-keys.ts'
import { keptEntries, storedNumber } from '../../shared/stored-entries.ts'
import { RESUME_ENTRIES_MAX, RESUME_MAX_FRACTION, RESUME_MIN_S } from './player-limits.ts'

/**
 * Each film's position in seconds and when it was written, by the film's stream address. Read film
 * by film: a position written by another version or by hand starts that film over, and only it.
 */
const positionsSchema = keptEntries(
  v.object({
    t: storedNumber(0, Number.MAX_SAFE_INTEGER),
    /** The film's length, for how far through it is (positions kept before it have none). */
    d: v.optional(storedNumber(0, Number.MAX_SAFE_INTEGER)),
    at: storedNumber(0, Number.MAX_SAFE_INTEGER),
  }),
)
type Positions = v.InferOutput<typeof positionsSchema>

/** What a film's episode position is kept under: episodes may share a clip, so not the stream. */
export const filmResumeKey = (postId: number, index: number) => `movie:${postId}:${index}`

const readPositions = (): Positions => readJson(FILM_POSITIONS_KEY, positionsSchema, {})

function writePositions(positions: Positions) {
  const kept = Object.entries(positions)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, RESUME_ENTRIES_MAX)
  writeItem(FILM_POSITIONS_KEY, kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null)
}

/** Where to start the film again, or undefined to start at the beginning. */
export function resumePosition(key: string): number | undefined {
  return readPositions()[key]?.t || undefined
}

/** How far through the film its kept position is (0 to 1), when its length was kept with it. */
export function resumeFraction(key: string): number | undefined {
  const position = readPositions()[key]
  return position?.d && position.t > 0 ? Math.min(1, position.t / position.d) : undefined
}

/**
 * Remembers the position, or that there is nothing worth resuming: the first seconds, or the credits
 * (a film watched to the end starts over next time).
 */
export function saveResumePosition(key: string, time: number, duration: number, now = Date.now()) {
  if (!key || !Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time)) return
  if (time < RESUME_MIN_S || time > duration * RESUME_MAX_FRACTION) return startOver(key, now)
  const positions = readPositions()
  positions[key] = { t: Math.round(time * 10) / 10, d: Math.round(duration), at: now }
  writePositions(positions)
}

/** The film ended: it starts over next time. */
export function forgetResumePosition(key: string, now = Date.now()) {
  startOver(key, now)
}

/**
 * A kept position becomes one at 0, written now, rather than going: the member's other devices
 * (library sync) then take the start over as newer than the place they had, instead of giving that
 * place back. A film with no position kept stays without one.
 */
function startOver(key: string, now: number) {
  const positions = readPositions()
  const kept = positions[key]
  if (!kept || kept.t === 0) return
  positions[key] = { t: 0, ...(kept.d === undefined ? {} : { d: kept.d }), at: now }
  writePositions(positions)
}
