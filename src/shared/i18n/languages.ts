import {
  cookieLanguage,
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../../contract/languages.ts'
import { readItem, writeItem } from '../local-storage.ts'
import { LANGUAGE_KEY } from '../storage-keys.ts'

export { defaultLanguage, isLanguage, type Language, languages } from '../../contract/languages.ts'

/** The stored choice, else the default (spec §2). */
export function storedLanguage(): Language {
  const stored = readItem(LANGUAGE_KEY)
  return isLanguage(stored) ? stored : defaultLanguage
}

/**
 * Keeps the device's choice (spec §2): in its storage for the app, and in a cookie for the server,
 * which sends the site's root on to the chosen language's home before any script runs.
 */
export function storeLanguage(language: Language) {
  writeItem(LANGUAGE_KEY, language)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

/** The stored choice in the cookie too, for a device that chose before the cookie was kept. */
export function keepLanguageCookie() {
  const stored = readItem(LANGUAGE_KEY)
  if (isLanguage(stored) && cookieLanguage(document.cookie) !== stored) storeLanguage(stored)
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
