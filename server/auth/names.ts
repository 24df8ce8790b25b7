import * as v from 'valibot'

/**
 * A lone UTF-16 surrogate (JSON can carry one as "\ud800"): not a character at all. Stored, it
 * breaks other readers; hashed, it turns into U+FFFD, so two different passwords would match.
 */
export const hasLoneSurrogate = (text: string) => /[\uD800-\uDFFF]/u.test(text)

/** Characters that change the direction of the text around them (a name could flip a page). */
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
/** Zero-width and other characters drawn as nothing (soft hyphen, BOM, joiners, tag characters…). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u
const NAME_MIN = 2
const NAME_MAX = 50

const graphemes = new Intl.Segmenter('vi', { granularity: 'grapheme' })
/** Characters as a person counts them: 'ệ' or a flag is one, however many code points it takes. */
export const visibleLength = (text: string) => {
  let count = 0
  for (const _ of graphemes.segment(text)) count += 1
  return count
}

/**
 * A member's display name: NFC (one spelling per name, whatever the keyboard sent), trimmed,
 * 2 to 50 characters as people see them, nothing invisible, no control or direction characters.
 */
export const memberName = v.pipe(
  v.string('Name must have at least 2 characters'),
  v.check((text) => !hasLoneSurrogate(text), 'Name must not contain invalid characters'),
  v.transform((text) => text.normalize('NFC').trim()),
  v.check((text) => !/\p{Cc}/u.test(text), 'Name must not contain control characters'),
  v.check((text) => !DIRECTION.test(text), 'Name must not contain text direction characters'),
  v.check((text) => !INVISIBLE.test(text), 'Name must not contain invisible characters'),
  // A pile of combining marks is one grapheme however long it gets: cap the code units too.
  v.check((text) => text.length <= NAME_MAX * 4, `Name must have at most ${NAME_MAX} characters`),
  v.check((text) => visibleLength(text) >= NAME_MIN, `Name must have at least ${NAME_MIN} characters`),
  v.check((text) => visibleLength(text) <= NAME_MAX, `Name must have at most ${NAME_MAX} characters`),
)
