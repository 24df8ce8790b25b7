import { type Language, storeLanguage } from './languages.ts'

// Apart from languages.ts, which the first screen loads: only the menu's language choice needs it.

/** The same address in another language: the language segment swapped, the rest kept. */
export const inOtherLanguage = (href: string, language: Language) =>
  `/${language}${href.replace(/^\/(vi|en)(?=[/?#]|$)/, '')}`

/**
 * Spec §2: changing language stores the choice and reloads, on the same page (the same chapter, the
 * same search and filters) rather than at the root, so nothing the reader was doing is lost.
 */
export function chooseLanguage(language: Language) {
  storeLanguage(language)
  const { pathname, search, hash } = window.location
  window.location.assign(inOtherLanguage(`${pathname}${search}${hash}`, language))
}
