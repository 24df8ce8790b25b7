/** A description is cut before this many characters (search engines show about as many). */
export const DESCRIPTION_MAX = 160

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * HTML as the text a reader sees: tags dropped, entities decoded, white space run together. A tag
 * ends at the first `<` or `>` after it: `[^>]*` alone would read a run of `<` to its end from each
 * of them, a time that grows with the square of the run (descriptions come from library files).
 */
export function plainText(html: string): string {
  return withoutScripts(html)
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * HTML without its scripts and styles, read once from start to end: an unclosed one runs to the end,
 * as a browser reads it (a pattern looking for each one's end would read on from every opening).
 */
function withoutScripts(html: string) {
  const opening = /<(script|style)\b/gi
  let text = ''
  let at = 0
  for (let found = opening.exec(html); found; found = opening.exec(html)) {
    text += `${html.slice(at, found.index)} `
    const closing = new RegExp(`</${found[1]}\\s*>`, 'gi')
    closing.lastIndex = opening.lastIndex
    const end = closing.exec(html)
    if (!end) return text
    at = end.index + end[0].length
    opening.lastIndex = at
  }
  return text + html.slice(at)
}

/** A plain-text description shorter than DESCRIPTION_MAX, cut at a word with an ellipsis. */
export function shortDescription(html: string, max = DESCRIPTION_MAX): string {
  const text = plainText(html)
  if (text.length < max) return text
  // Room for the ellipsis; a single word longer than that is cut where it must be.
  const room = text.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 2)
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`
}
