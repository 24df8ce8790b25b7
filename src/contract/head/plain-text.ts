/** A description is cut before this many characters (search engines show about as many). */
export const DESCRIPTION_MAX = 160

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** HTML as the text a reader sees: tags dropped, entities decoded, white space run together. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    })
    .replace(/\s+/g, ' ')
    .trim()
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
