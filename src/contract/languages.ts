/** The interface languages (spec §2): the first path segment of every page and API address. */
export const languages = ['vi', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'vi'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** The cookie holding the device's chosen language, beside its stored choice: the server reads it at the root. */
export const LANGUAGE_COOKIE = 'language'

/** The language a request's cookies name, if any. */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const chosen = cookies
    ?.split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  return isLanguage(chosen) ? chosen : undefined
}

/**
 * A language by its own name, as players list captions and sound tracks: `vi` → Tiếng Việt,
 * `en` → English (a code Intl does not know stays as it is).
 */
export function ownLanguageName(code: string) {
  const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}
