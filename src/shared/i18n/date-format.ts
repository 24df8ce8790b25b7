import type { Language } from '../../contract/languages.ts'

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A day as Intl.DateTimeFormat writes it with `dateStyle: 'medium'` (27 thg 11, 2026; Nov 27, 2026),
 * in the device's time zone, without it: the first date formatter a page builds costs 40-60 ms of
 * main thread while the browser loads its calendar data, which a post's reviews cost a slow phone
 * just after the page was taken over. tests/unit/date-format.test.ts holds it to Intl's output.
 * An invalid date is written as nothing.
 */
export function formatMediumDate(language: Language, date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  const day = date.getDate()
  const month = date.getMonth()
  const year = date.getFullYear()
  return language === 'vi' ? `${day} thg ${month + 1}, ${year}` : `${englishMonths[month]} ${day}, ${year}`
}
