import { READING_PACE } from '../../shared/limits.ts'
import { readJson, writeItem } from '../../shared/local-storage.ts'
import { READING_PACE_KEY } from '../../shared/storage-keys.ts'
import { storedNumber } from '../../shared/stored-entries.ts'

/** The reader's pace in words a minute, learnt on this device; a usual pace until then. */
export const readingPace = () =>
  readJson(READING_PACE_KEY, storedNumber(READING_PACE.min, READING_PACE.max), READING_PACE.default)

/** The words of a chapter's text: what is left of it between tags, split at spaces. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')
  return text.split(/\s+/).filter(Boolean).length
}

/** Minutes left of `words` at `fraction` through them, at `pace`: at least one while any is left. */
export const minutesLeft = (words: number, fraction: number, pace: number) =>
  fraction >= 1 ? 0 : Math.max(1, Math.round((words * (1 - fraction)) / pace))

/**
 * Learns the pace from reading as it goes: a step forward of less than a quarter of the chapter, taken
 * within a minute, is reading (a jump or a pause is not). Once half a minute of reading is measured,
 * the pace kept moves a third of the way towards it.
 */
export function paceLearner(words: number, start: number, now = () => Date.now()) {
  let last = { at: now(), fraction: start }
  let read = { words: 0, ms: 0 }
  return {
    moved(fraction: number) {
      const at = now()
      const step = fraction - last.fraction
      const ms = at - last.at
      if (step > 0 && step < 0.25 && ms < 60_000)
        read = { words: read.words + step * words, ms: read.ms + ms }
      last = { at, fraction }
    },
    keep() {
      if (read.ms < 30_000 || read.words <= 0) return
      const measured = read.words / (read.ms / 60_000)
      const kept = readingPace()
      const pace = Math.min(READING_PACE.max, Math.max(READING_PACE.min, kept + (measured - kept) / 3))
      writeItem(READING_PACE_KEY, String(Math.round(pace)))
      read = { words: 0, ms: 0 }
    },
  }
}
