/** A film episode's file: its number and title, from its name (docs/library.md, Films). */
export interface EpisodeName {
  number: number | null
  title: string | null
}

/**
 * The containers taken as videos: those ffprobe reads and the cameras, editors and encoders of the
 * last decades write. Each is probed, and what does not play as it is is packaged to HLS.
 */
export const videoName =
  /\.(mp4|m4v|mkv|webm|mov|avi|wmv|asf|flv|mpg|mpeg|m2v|vob|ts|m2ts|mts|3gp|3g2|ogv|divx|f4v|rm|rmvb)$/i

/** Caption files: SubRip, WebVTT, and (Advanced) SubStation Alpha, converted to WebVTT. */
export const subtitleName = /\.(srt|vtt|ass|ssa)$/i

const notLetter = '(?<![\\p{L}\\p{N}])'
// `S01E02`, then `Tập 2` / `Tap 2` / `Episode 2` / `Ep 2` / `E02`, then a leading `02`.
const numberPatterns = [
  new RegExp(`${notLetter}S\\d{1,2}\\s*E(\\d{1,4})(?!\\p{N})`, 'iu'),
  new RegExp(`${notLetter}(?:tập|tap|episode|ep|e)[\\s._-]*(\\d{1,4})(?!\\p{N})`, 'iu'),
  /^(\d{1,4})(?![\p{N}\p{L}])/u,
]

const trimSeparators = (text: string) => text.replace(/^[\s._\-–—:]+|[\s._\-–—:]+$/g, '')

/**
 * `Tập 2.mp4`, `E02.mkv`, `S01E02 Về nhà.webm`, `02 Tên tập.mp4` → episode 2, titled by what is left
 * of the name (dots and underscores read as spaces). A name with no number keeps its place in
 * natural order and its whole name as title.
 */
export function episodeName(fileName: string): EpisodeName {
  const stem = fileName.normalize('NFC').replace(videoName, '').replace(/[._]+/g, ' ')
  for (const pattern of numberPatterns) {
    const found = pattern.exec(stem)
    if (!found) continue
    const rest = trimSeparators(stem.slice(found.index + found[0].length))
    return { number: Number(found[1]), title: rest || null }
  }
  return { number: null, title: trimSeparators(stem) || null }
}

/**
 * Which episode a subtitle belongs to: `<episode>.srt|.vtt|.ass|.ssa`, or with a language, `<episode>.vi.srt`
 * / `<episode>.en.ass`. `stems` are the episodes' file names without extension; the language is null
 * when the name gives none (the film's own).
 */
export function subtitleOf(fileName: string, stems: ReadonlySet<string>) {
  const base = fileName.replace(subtitleName, '')
  if (!base || base === fileName) return null
  if (stems.has(base)) return { stem: base, language: null }
  const withLanguage = /^(.+)\.([a-z]{2,3})$/i.exec(base)
  if (withLanguage && stems.has(withLanguage[1]!)) {
    return { stem: withLanguage[1]!, language: withLanguage[2]!.toLowerCase() }
  }
  return null
}
