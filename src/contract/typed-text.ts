/*
 * What text a person typed may hold, as both sides read it: the server refuses what breaks these
 * rules, and the register form counts a name's characters the same way.
 */

/**
 * A lone UTF-16 surrogate (JSON can carry one as "\ud800"): not a character at all. Stored, it
 * breaks other readers; hashed, it turns into U+FFFD, so two different passwords would match.
 */
export const hasLoneSurrogate = (text: string) => /[\uD800-\uDFFF]/u.test(text)

/** Text a person typed: line breaks and tabs, but no other control characters (PostgreSQL refuses NUL). */
export function isPlainText(text: string) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false
  }
  return true
}

/** A member's name as it is kept: NFC (one spelling per name, whatever the keyboard sent), trimmed. */
export const normalizeName = (text: string) => text.normalize('NFC').trim()

/**
 * Text as a search compares it: without accents, with đ as d, in lower case, so what is typed on a
 * keyboard without Vietnamese ('thuyen') finds the title as written ('Thuyền').
 */
export const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase()

/** Control characters (\p{Cc}). */
export const hasControlCharacter = (text: string) => /\p{Cc}/u.test(text)
/** Characters that change the direction of the text around them (a name could flip a page). */
export const hasDirectionCharacter = (text: string) =>
  /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(text)
/** Zero-width and other characters drawn as nothing (soft hyphen, BOM, joiners, tag characters…). */
export const hasInvisibleCharacter = (text: string) => /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(text)

let graphemes: Intl.Segmenter | undefined
/** Characters as a person counts them: 'ệ' or a flag is one, however many code points it takes. */
export function visibleLength(text: string) {
  graphemes ??= new Intl.Segmenter('vi', { granularity: 'grapheme' })
  let count = 0
  for (const _ of graphemes.segment(text)) count += 1
  return count
}
