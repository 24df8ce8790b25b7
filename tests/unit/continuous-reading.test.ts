import { beforeEach, describe, expect, it } from 'vitest'
import {
  CONTINUOUS_READING_KEY,
  continuousReading,
  readContinuousReading,
  reloadContinuousReading,
  setContinuousReading,
} from '../../src/features/comic-reader/continuous-reading.ts'
import { followed, keptChapters } from '../../src/features/comic-reader/flow/chapter-window.ts'

describe('continuous reading kept on the device', () => {
  beforeEach(() => {
    localStorage.clear()
    reloadContinuousReading()
  })

  it('is off until the reader turns it on', () => {
    expect(readContinuousReading()).toBe(false)
    expect(continuousReading()).toBe(false)
  })

  it('is read back as written, on and off again', () => {
    setContinuousReading(true)
    expect(localStorage.getItem(CONTINUOUS_READING_KEY)).toBe('true')
    expect(readContinuousReading()).toBe(true)
    expect(continuousReading()).toBe(true)
    setContinuousReading(false)
    expect(readContinuousReading()).toBe(false)
  })

  it('reads anything but true or false as off', () => {
    for (const stored of ['{not json', '"true"', '1', 'null', '{"on":true}', '[true]']) {
      localStorage.setItem(CONTINUOUS_READING_KEY, stored)
      expect(readContinuousReading(), stored).toBe(false)
    }
  })
})

describe('the chapters of a continuous read', () => {
  it('follow one another as the reader nears the end of the last one', () => {
    expect(followed([1], 1, 2)).toEqual([1, 2])
    expect(followed([1, 2], 2, 4)).toEqual([1, 2, 4])
  })

  it('end at the last chapter, and stay the same chain when nothing follows', () => {
    const chain = [63, 64]
    expect(followed(chain, 64, null)).toBe(chain)
    // The end of a chapter further up, reported again, adds nothing.
    expect(followed(chain, 63, 64)).toBe(chain)
    expect(followed([5, 6], 6, 5)).toEqual([5, 6])
  })

  it('keep in the page the one on screen and the ones either side of it', () => {
    const chain = [1, 2, 3, 4, 5]
    expect(keptChapters(chain, 1, 1)).toEqual([1, 2])
    expect(keptChapters(chain, 3, 3)).toEqual([2, 3, 4])
    expect(keptChapters(chain, 5, 5)).toEqual([4, 5])
    expect(keptChapters([7], 7, 7)).toEqual([7])
  })

  it('add the one below at once, and change the ones above only once the scroll rests', () => {
    const chain = [1, 2, 3, 4]
    // Scrolled on into 3 and still moving: 1 stays above, 4 comes below.
    expect(keptChapters(chain, 2, 3)).toEqual([1, 2, 3, 4])
    // Scrolled back up into 1 and still moving: 1 is there already, and 4 stays.
    expect(keptChapters(chain, 2, 1)).toEqual([1, 2, 3])
    // At rest in 3: 1 goes.
    expect(keptChapters(chain, 3, 3)).toEqual([2, 3, 4])
  })

  it('at the last chapter keep it and the one above only', () => {
    expect(keptChapters([62, 63, 64], 64, 64)).toEqual([63, 64])
  })
})
