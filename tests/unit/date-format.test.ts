import { describe, expect, it } from 'vitest'
import { formatMediumDate } from '../../src/shared/i18n/date-format.ts'

const days = [
  new Date(2026, 0, 5),
  new Date(2026, 10, 27, 23, 59),
  new Date(1999, 11, 31),
  new Date(2024, 1, 29, 0, 0, 1),
  new Date(2030, 6, 1),
]

describe('a day written as Intl writes it (medium)', () => {
  it.each(['vi', 'en'] as const)('in %s', (language) => {
    for (const day of days) {
      expect(formatMediumDate(language, day)).toBe(
        new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(day),
      )
    }
  })

  it('writes nothing for an invalid date', () => {
    expect(formatMediumDate('vi', new Date('not a date'))).toBe('')
  })
})
