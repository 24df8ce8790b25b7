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
