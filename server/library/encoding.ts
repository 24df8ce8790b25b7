import { analyse } from 'chardet'
import iconv from 'iconv-lite'
import { Refusal } from './refusal.ts'

/*
 * Text files of a library come in whatever encoding their tool wrote: UTF-8 (with a byte order mark
 * or without), UTF-16 of either byte order (Windows' "Unicode"), and the legacy code pages, Vietnamese
 * ones above all (Windows-1258, VISCII, TCVN3). Everything read is handed on as NFC, the one spelling
 * the site stores and compares (Windows-1258 writes a tone as its own combining mark).
 */

const UNKNOWN = 'its text encoding could not be recognised: save it as UTF-8'

/** The encoding a byte order mark names, and how long the mark is. */
function byteOrderMark(bytes: Uint8Array) {
  const [a, b, c] = bytes
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 }
  if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 }
  if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 }
  return null
}

/**
 * UTF-16 without a mark: text never holds NUL, but UTF-16 of any text with Latin letters, digits,
 * spaces or line breaks does, on the odd bytes (little-endian) or the even ones (big-endian).
 */
function utf16ByNuls(bytes: Uint8Array) {
  if (bytes.length % 2 !== 0) return null
  let even = 0
  let odd = 0
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) i % 2 === 0 ? even++ : odd++
  const pairs = bytes.length / 2
  if (even + odd < pairs * 0.1) return null
  if (odd >= (even + odd) * 0.9) return 'utf-16le'
  if (even >= (even + odd) * 0.9) return 'utf-16be'
  return null
}

const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

// A Vietnamese syllable: an initial consonant or none, one to three vowels, a final consonant or none,
// and at most one tone mark. A text in another code page read as a Vietnamese one (or Vietnamese read
// in the wrong one) makes words that break these rules: `ngýừèi`, `Trồm`, `Kỏln`.
const tones = /[\u0300\u0301\u0303\u0309\u0323]/g
// Written in lower case, capitalised, or in capitals: a wrong code page mixes them (`ợA`, `tỔi`).
const wordCase = /^(\p{Lu}?[\p{Ll}\p{M}]*|[\p{Lu}\p{M}]+)$/u
const syllable =
  /^(ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdđghklmnpqrstvx])?[aăâeêioôơuưy]{1,3}(ch|ng|nh|[cmnpt])?$/i

/** How many of a text's words that are not plain ASCII are Vietnamese syllables, and how many are not. */
function vietnameseWords(text: string) {
  let good = 0
  let bad = 0
  for (const word of text.match(/[\p{L}\p{M}]+/gu) ?? []) {
    if (/^[a-z]+$/i.test(word)) continue
    const marks = word.normalize('NFD')
    const base = marks.replace(tones, '').normalize('NFC')
    if ((marks.match(tones)?.length ?? 0) <= 1 && syllable.test(base) && wordCase.test(word)) good++
    else bad++
  }
  return { good, bad }
}

const legacyVietnamese = ['windows-1258', 'viscii', 'tcvn'] as const

/**
 * The text in the legacy Vietnamese code page it reads best in: the one whose words are Vietnamese
 * syllables (nearly all of them); null when it reads as Vietnamese in none.
 */
function asVietnamese(bytes: Uint8Array) {
  let best: { text: string; good: number } | null = null
  for (const encoding of legacyVietnamese) {
    const text = iconv.decode(Buffer.from(bytes), encoding).normalize('NFC')
    const { good, bad } = vietnameseWords(text)
    // Two words at least: a byte or two read as a syllable in some code page says nothing.
    if (good >= 2 && bad * 10 <= good && (!best || good > best.good)) best = { text, good }
  }
  return best?.text ?? null
}

/** The text of a file whose bytes are no Unicode: Vietnamese code pages first, else what chardet finds. */
function decodeLegacy(bytes: Uint8Array): string {
  const vietnamese = asVietnamese(bytes)
  if (vietnamese !== null) return vietnamese
  // Unicode was ruled out already; a guess below this is chardet's shrug (two bytes of anything).
  const guess = analyse(bytes).find(
    (match) =>
      match.confidence >= 20 && iconv.encodingExists(match.name) && !/^(UTF-|ASCII)/i.test(match.name),
  )
  if (!guess) throw new Refusal(UNKNOWN, 'unknown-encoding')
  return iconv.decode(Buffer.from(bytes), guess.name).normalize('NFC')
}

function decodeAs(bytes: Uint8Array, encoding: string) {
  // The decoder drops a byte order mark itself.
  return iconv.decode(Buffer.from(bytes), encoding).normalize('NFC')
}

/**
 * A text or caption file's text (NFC): by its byte order mark, else as UTF-16 by its NUL bytes, else
 * as UTF-8 when it is valid UTF-8, else in the legacy code page it reads in. Refused (unknown-encoding)
 * when it reads in none.
 */
export function decodeText(bytes: Uint8Array): string {
  const mark = byteOrderMark(bytes)?.encoding
  if (mark) return decodeAs(bytes, mark)
  const utf16 = utf16ByNuls(bytes)
  if (utf16) return plausible(decodeAs(bytes, utf16))
  if (bytes.includes(0)) throw new Refusal(UNKNOWN, 'unknown-encoding')
  if (isUtf8(bytes)) return decodeAs(bytes, 'utf-8')
  return plausible(decodeLegacy(bytes))
}

/** A guessed encoding's text, unless it holds what no text does (control characters, undecodable bytes). */
function plausible(text: string) {
  if (/(?![\t\n\v\f\r])[\p{Cc}\uFFFD]/u.test(text)) throw new Refusal(UNKNOWN, 'unknown-encoding')
  return text
}

/** The encoding an XML declaration or an HTML `<meta charset>` names, among the first bytes. */
function declaredEncoding(bytes: Uint8Array) {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  const declared =
    /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1]
  // A document of ASCII bytes that says UTF-16 was saved again in another encoding: its bytes tell.
  return declared && iconv.encodingExists(declared) && !/^utf-?(16|32)/i.test(declared) ? declared : null
}

/**
 * An XML or HTML document's text (NFC), as the XML specification finds its encoding: its byte order
 * mark, else UTF-16 by its first `<`, else the encoding its declaration (or `<meta charset>`) names,
 * else as a text file is read. Refused (unknown-encoding) when it reads in none.
 */
export function decodeMarkup(bytes: Uint8Array): string {
  const [a, b] = bytes
  const encoding =
    byteOrderMark(bytes)?.encoding ??
    (a === 0x3c && b === 0 ? 'utf-16le' : a === 0 && b === 0x3c ? 'utf-16be' : null) ??
    declaredEncoding(bytes)
  if (!encoding) return decodeText(bytes)
  // UTF-8 declared (the default) but not what the bytes are: a tool's mistake, read as a text file is.
  if (/^utf-?8$/i.test(encoding) && !isUtf8(bytes)) return decodeText(bytes)
  return decodeAs(bytes, encoding)
}
