import type { Language } from '../../contract/languages.ts'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * One `Intl.NumberFormat` per language and options, built on first use. Building one costs far
 * more than formatting with it. For what the first screens show, see the functions below.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    formats.set(key, format)
  }
  return format
}

/*
 * The numbers on a post's card (views, rating, episodes), written as Intl.NumberFormat writes them
 * in Vietnamese and English, without it: the first formatter a page builds costs 40-60 ms of main
 * thread while the browser loads its number data, on every start of the app, and the home needs one
 * before it can draw its first card. tests/unit/number-format.test.ts holds them to Intl's output.
 */

const marks: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

/** Thousand, million, billion, trillion; Vietnamese puts a no-break space before them. */
const compactUnits: Record<Language, { units: string[]; space: string }> = {
  vi: { units: ['N', 'Tr', 'T', 'NT'], space: '\u00a0' },
  en: { units: ['K', 'M', 'B', 'T'], space: '' },
}

/** `value` rounded to `digits` decimals as it is written (7.35 gives 7.4), halves away from zero. */
function rounded(value: number, digits: number) {
  const sign = value < 0 ? -1 : 1
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${digits}`))}e-${digits}`)
}

function written(language: Language, value: number, minDigits: number, maxDigits: number, group = true) {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value)
  const exact = rounded(value, maxDigits)
  const [whole = '0', fraction = ''] = Math.abs(exact).toFixed(maxDigits).split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(minDigits, '0')
  const { group: separator, decimal } = marks[language]
  const grouped = group ? whole.replace(/\B(?=(\d{3})+$)/g, separator) : whole
  return `${exact < 0 ? '-' : ''}${grouped}${kept ? decimal + kept : ''}`
}

/** An integer with its thousands marked: 1.234 (vi), 1,234 (en). */
export function formatInteger(language: Language, value: number) {
  return written(language, value, 0, 0)
}

/** Exactly one decimal: 7,5 (vi), 7.5 (en). */
export function formatOneDecimal(language: Language, value: number) {
  return written(language, value, 1, 1)
}

/** Short, at most one decimal: 999, 1,2 N, 3,4 Tr (vi); 999, 1.2K, 3.4M (en). */
export function formatCompact(language: Language, value: number) {
  const size = Math.abs(value)
  if (!Number.isFinite(value) || size < 999.95) return written(language, value, 0, 1)
  const { units, space } = compactUnits[language]
  const last = units.length - 1
  let unit = 0
  while (unit < last && size >= 1000 ** (unit + 2)) unit++
  // 999,950 rounds to 1000 thousand, which is written as 1 million.
  if (unit < last && rounded(size / 1000 ** (unit + 1), 1) >= 1000) unit++
  return `${written(language, value / 1000 ** (unit + 1), 0, 1, false)}${space}${units[unit]}`
}

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The plural category of `count` (one, other...) for a `select` message. The cards' counts are not
 * `plural` messages: Lingui formats the number of every `plural` with an Intl.NumberFormat, even
 * one that does not show it, which is the cost the functions above avoid. Plural rules are cheap.
 */
export function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}
