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
