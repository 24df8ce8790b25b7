import { describe, expect, it } from 'vitest'
import { formatCompact, formatInteger, formatOneDecimal } from '../../src/shared/i18n/number-format.ts'

const languages = ['vi', 'en'] as const

/** Counts as a catalogue has them: every size from 0 to trillions, and the edges where rounding carries. */
const counts = [
  0, 1, 5, 12, 999, 1000, 1001, 1049, 1050, 1234, 9949, 9950, 9999, 12_345, 99_949, 99_950, 100_000, 999_949,
  999_950, 999_999, 1_000_000, 1_049_999, 1_050_000, 1_234_567, 12_345_678, 999_949_999, 999_950_000,
  1_234_567_890, 987_654_321_012, 999_950_000_000, 1_234_567_890_123, 1_234_567_890_123_456,
]
const ratings = [0, 0.05, 0.15, 1, 5.55, 7.25, 7.35, 7.45, 8.05, 9.94, 9.95, 9.99, 10, 1234.56]

describe('numbers written as Intl.NumberFormat writes them', () => {
  for (const language of languages) {
    it(`compact counts in ${language}`, () => {
      const intl = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })
      const steps = Array.from({ length: 400 }, (_, i) => Math.round(1.07 ** i))
      for (const count of [...counts, ...steps, 999.94, 999.95, 999.96, 12.34, -1234])
        expect(formatCompact(language, count), String(count)).toBe(intl.format(count))
    })

    it(`ratings with one decimal in ${language}`, () => {
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      const tenths = Array.from({ length: 1001 }, (_, i) => i / 100)
      for (const rating of [...ratings, ...tenths])
        expect(formatOneDecimal(language, rating)).toBe(intl.format(rating))
    })

    it(`whole numbers in ${language}`, () => {
      const intl = new Intl.NumberFormat(language)
      for (const count of counts) expect(formatInteger(language, count)).toBe(intl.format(count))
    })
  }
})
