import { numberFormat } from './number-format.ts'

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A size for people: 830 kB, 12.4 MB, 1.2 GB, in the page's language. */
export function formatBytes(bytes: number, locale: string) {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value)
}
