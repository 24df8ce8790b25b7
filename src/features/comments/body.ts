/**
 * A comment's text in pieces: what is said, and the spoilers written between `||two bars||`, each
 * drawn hidden until tapped. Plain text only: the pieces are drawn as text, never as HTML.
 */
export interface CommentPiece {
  text: string
  spoiler: boolean
}

const SPOILER = /\|\|(?!\|)([\s\S]*?[^|\s][\s\S]*?)(?<!\|)\|\|/g

export function commentPieces(body: string): CommentPiece[] {
  const pieces: CommentPiece[] = []
  let from = 0
  for (const match of body.matchAll(SPOILER)) {
    if (match.index > from) pieces.push({ text: body.slice(from, match.index), spoiler: false })
    pieces.push({ text: match[1]!, spoiler: true })
    from = match.index + match[0].length
  }
  if (from < body.length) pieces.push({ text: body.slice(from), spoiler: false })
  return pieces
}
