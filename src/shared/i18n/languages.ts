import { readItem, writeItem } from '../local-storage.ts'
import { LANGUAGE_KEY } from '../storage-keys.ts'

export const languages = ['vi', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'vi'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)

/** The stored choice, else the default (spec §2). */
export function storedLanguage(): Language {
  const stored = readItem(LANGUAGE_KEY)
  return isLanguage(stored) ? stored : defaultLanguage
}

/** The language of a URL: its first path segment, else the stored choice, else the default. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return isLanguage(first) ? first : storedLanguage()
}

/** The same address in another language: the language segment swapped, the rest kept. */
export const inOtherLanguage = (href: string, language: Language) =>
  `/${language}${href.replace(/^\/(vi|en)(?=[/?#]|$)/, '')}`

/**
 * Spec §2: changing language stores the choice and reloads, on the same page (the same chapter, the
 * same search and filters) rather than at the root, so nothing the reader was doing is lost.
 */
export function chooseLanguage(language: Language) {
  writeItem(LANGUAGE_KEY, language)
  const { pathname, search, hash } = window.location
  window.location.assign(inOtherLanguage(`${pathname}${search}${hash}`, language))
}

/**
 * An address from server data as an app path: absolute URLs and paths that already name a language
 * stay as they are, other paths are placed under the current language.
 */
export function localizedPath(language: Language, url: string | null | undefined): string | null {
  if (!url) return null
  if (/^https?:\/\//.test(url) || /^\/(vi|en)(\/|$)/.test(url)) return url
  return `/${language}${url.startsWith('/') ? url : `/${url}`}`
}
