import { afterEach, describe, expect, it } from 'vitest'
import {
  minutesLeft,
  paceLearner,
  readingPace,
  wordCount,
} from '../../src/features/novel-reader/reading-pace.ts'
import { READING_PACE } from '../../src/shared/limits.ts'
import { READING_PACE_KEY } from '../../src/shared/storage-keys.ts'

afterEach(() => localStorage.clear())

describe("a novel reader's pace", () => {
  it('counts the words of a chapter between its tags', () => {
    expect(wordCount('<p>Một đêm mưa.</p><p>Anh&nbsp;đi <em>về</em></p>')).toBe(6)
    expect(wordCount('<p></p>')).toBe(0)
  })

  it('gives the minutes left, at least one while any text is left', () => {
    expect(minutesLeft(2300, 0, 230)).toBe(10)
    expect(minutesLeft(2300, 0.5, 230)).toBe(5)
    expect(minutesLeft(2300, 0.99, 230)).toBe(1)
    expect(minutesLeft(2300, 1, 230)).toBe(0)
  })

  it('learns from steady reading, not from jumps or pauses, and keeps it within bounds', () => {
    expect(readingPace()).toBe(READING_PACE.default)
    let now = 0
    // 1,000 words read a tenth at a time, 15 s a step: 400 words a minute.
    const learner = paceLearner(1000, 0, () => now)
    for (let step = 1; step <= 6; step++) {
      now += 15_000
      learner.moved(step / 10)
    }
    // A jump to the end and a long pause are not reading.
    now += 1_000
    learner.moved(0.95)
    now += 600_000
    learner.moved(1)
    learner.keep()
    // A third of the way from the usual pace towards the one measured.
    expect(readingPace()).toBe(Math.round(READING_PACE.default + (400 - READING_PACE.default) / 3))
    // A pace written by hand out of bounds is the usual one.
    localStorage.setItem(READING_PACE_KEY, '99999')
    expect(readingPace()).toBe(READING_PACE.default)
  })

  it('keeps nothing from less than half a minute of reading', () => {
    let now = 0
    const learner = paceLearner(1000, 0, () => now)
    now += 10_000
    learner.moved(0.1)
    learner.keep()
    expect(localStorage.getItem(READING_PACE_KEY)).toBeNull()
  })
})
