/**
 * A language's name in the page's language, from its code (`ja` → 'tiếng Nhật' on a Vietnamese
 * page, `he` → 'Hebrew' on an English one); the code itself when the browser has no name for it.
 */
export function languageName(code: string, pageLanguage: string) {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    // A code no language tag can be (a tagger's typo).
    return code
  }
}
