/**
 * A chapter's own name, or undefined when its title only says its number: 'Chương 3', 'Chapter 3',
 * 'Tập 03', 'Ep. 3', '#3' (a library file named so, or a chapter nobody named). Headings read
 * 'Chapter {index}: {name}', which would otherwise say the number twice ('Chương 3: Chương 3').
 */
export function chapterName(title: string | null | undefined): string | undefined {
  const name = title?.trim()
  if (!name) return undefined
  return NUMBER_ONLY.test(name.normalize('NFC')) ? undefined : name
}

/** A number, alone or after a chapter or episode word, in the site's languages. */
const NUMBER_ONLY =
  /^(?:(?:chương|chapter|chap\.?|ch\.?|tập|episode|ep\.?|hồi|phần|part|#)\s*)?\d+(?:[.,]\d+)?$/iu
