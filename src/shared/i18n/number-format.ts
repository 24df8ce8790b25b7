const formats = new Map<string, Intl.NumberFormat>()

/**
 * One `Intl.NumberFormat` per language and options, built on first use. Building one costs far
 * more than formatting with it, and a home page of cards built two per card on every render.
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
