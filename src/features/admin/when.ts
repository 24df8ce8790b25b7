import type { Language } from '../../contract/languages.ts'

const formats = new Map<Language, Intl.DateTimeFormat>()

/** A moment as the admin's language writes it, date and time; the text as it came when unreadable. */
export function formatWhen(language: Language, iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    formats.set(language, format)
  }
  return format.format(date)
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>()

/** The largest unit a span is said in, with how many seconds it holds, down to seconds. */
const spans: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * How far a moment is from `now`, as the admin's language says it: 3 giờ trước, sau 5 giờ nữa;
 * 3 hours ago, in 5 hours; under a minute, now. The text as it came when unreadable.
 */
export function formatFromNow(language: Language, iso: string, now = Date.now()): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return iso
  let format = relativeFormats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
    relativeFormats.set(language, format)
  }
  const seconds = (at - now) / 1000
  for (const [unit, size] of spans) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
