import {
  hasControlCharacter,
  hasDirectionCharacter,
  hasInvisibleCharacter,
  hasLoneSurrogate,
  isPlainText,
  visibleLength,
} from './typed-text.ts'

/*
 * Comments on a chapter or a film's episode (issue 49): their numbers and the rules their text
 * follows, as both sides read them. The server refuses what breaks them; the app counts a comment's
 * characters the same way. Apart from limits.ts, which every page loads: only the comments' own
 * code (loaded late) and the server import this file.
 */

/** A comment holds at most this many characters as people count them (after NFC). */
export const COMMENT_MAX = 2000
/** Top-level comments a page of a chapter's comments holds, newest first. */
export const COMMENTS_PAGE_SIZE = 20
/** Replies shown under a comment, oldest first (a reply to a reply is refused: one level deep). */
export const COMMENT_REPLIES_SHOWN = 50
/** The newest comments the end of a chapter (or a film's episode) shows before the link to all. */
export const COMMENTS_FEW = 3
/** Members may write links in comments once their account is this old. */
export const COMMENT_LINKS_AFTER_MS = 24 * 60 * 60 * 1000
/** The words admins refuse in comments: at most this many, each at most this long. */
export const COMMENT_WORDS_MAX = 500
export const COMMENT_WORD_MAX = 50
/** A report's optional reason, one line. */
export const COMMENT_REASON_MAX = 200

/**
 * Combining marks in a row past which a comment is refused: Vietnamese in NFC has none in a row,
 * the scripts that stack marks stack a few; "zalgo" text stacks hundreds on one letter, which draws
 * over the lines around it. One grapheme however long, so visibleLength alone would not catch it.
 */
const MARKS_IN_A_ROW = 4

/**
 * A comment as it is kept: NFC (one spelling whatever the keyboard sent), line breaks as `\n`, no
 * blank lines beyond one in a row, trimmed.
 */
export const commentText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * The joiners and variation selectors an emoji is written with (👨‍👩‍👧, ❤️, 1️⃣): invisible on their own,
 * so a comment may hold them only where they join or colour an emoji, never as a run between letters.
 */
const emojiJoiners =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Emoji}])\uFE0F|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu

/** Why a comment (as commentText keeps it) is refused, or undefined when it may be kept. */
export type CommentProblem = 'empty' | 'tooLong' | 'invalid' | 'control' | 'direction' | 'invisible' | 'marks'

export function commentProblem(text: string): CommentProblem | undefined {
  if (hasLoneSurrogate(text)) return 'invalid'
  if (text === '') return 'empty'
  // Cheap bounds first: a pile of marks is one grapheme however long it gets, so code units too.
  if (text.length > COMMENT_MAX * 4) return 'tooLong'
  // Line breaks and tabs are text; any other control character is not.
  if (!isPlainText(text) || hasControlCharacter(text.replace(/[\t\n]/g, ''))) return 'control'
  if (hasDirectionCharacter(text)) return 'direction'
  if (hasInvisibleCharacter(text.replace(emojiJoiners, ''))) return 'invisible'
  if (new RegExp(`\\p{M}{${MARKS_IN_A_ROW + 1},}`, 'u').test(text)) return 'marks'
  if (visibleLength(text) > COMMENT_MAX) return 'tooLong'
  return undefined
}

/**
 * Whether a comment holds a link: an address with a scheme, `www.`, or a name ending in a common
 * top-level domain (`example.com`, `trang.vn`), also when written in full-width letters (NFKC).
 */
export function holdsLink(text: string) {
  const plain = text.normalize('NFKC').toLowerCase()
  return (
    /\b(?:https?|ftp):\/*\S|\bwww\.\S/.test(plain) ||
    /[\p{L}\p{N}-]\.(?:com|net|org|info|biz|io|co|vn|me|xyz|ru|cn|top|site|online|app|dev|ly|gg|tv|to|cc|link|click|store|shop|live)\b/u.test(
      plain,
    )
  )
}

/**
 * Text as the word filter compares it: NFKC (full-width and styled letters as plain ones), in lower
 * case, without the characters drawn as nothing, runs of spaces as one.
 */
export const wordFolded = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The first of `words` (an admin's list) that `text` holds as a word or phrase of its own, compared
 * as wordFolded folds both: 'ass' is found in 'You ASS!', not in 'class'.
 */
export function forbiddenWord(text: string, words: readonly string[]): string | undefined {
  const folded = wordFolded(text)
  return words.find((word) => {
    const wanted = wordFolded(word)
    return (
      wanted !== '' &&
      new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escaped(wanted)}(?![\\p{L}\\p{N}\\p{M}])`, 'u').test(folded)
    )
  })
}
