import { defaultLanguage, isLanguage, type Language } from '../../contract/languages.ts'
import { readItem } from '../local-storage.ts'
import { LANGUAGE_KEY } from '../storage-keys.ts'

export { defaultLanguage, isLanguage, type Language, languages } from '../../contract/languages.ts'

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

/**
 * An address from server data as an app path: absolute URLs and paths that already name a language
 * stay as they are, other paths are placed under the current language.
 */
export function localizedPath(language: Language, url: string | null | undefined): string | null {
  if (!url) return null
  if (/^https?:\/\//.test(url) || /^\/(vi|en)(\/|$)/.test(url)) return url
  return `/${language}${url.startsWith('/') ? url : `/${url}`}`
}
