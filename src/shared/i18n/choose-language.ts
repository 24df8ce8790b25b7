import { cookieLanguage, LANGUAGE_COOKIE } from '../../contract/languages.ts'
import { linkAddress } from '../../contract/page-address.ts'
import { readItem, writeItem } from '../local-storage.ts'
import { LANGUAGE_KEY } from '../storage-keys.ts'
import { isLanguage, type Language } from './languages.ts'

// Apart from languages.ts, which the first screen loads: only the menu's language choice needs it,
// and the cookie is kept in step once the first screen is drawn.

/** The same address in another language, in the links' form: the language segment swapped, the rest kept. */
export const inOtherLanguage = (href: string, language: Language) =>
  linkAddress(`/${language}${href.replace(/^\/(vi|en)(?=[/?#]|$)/, '')}`)

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

/**
 * Spec §2: changing language stores the choice and reloads, on the same page (the same chapter, the
 * same search and filters) rather than at the root, so nothing the reader was doing is lost.
 */
export function chooseLanguage(language: Language) {
  storeLanguage(language)
  const { pathname, search, hash } = window.location
  window.location.assign(inOtherLanguage(`${pathname}${search}${hash}`, language))
}
