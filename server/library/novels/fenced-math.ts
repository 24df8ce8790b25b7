import { escapeUTF8 } from 'entities'
import { readMarkup } from '../markup.ts'

interface Fence {
  depth: number
  children: number
  separators: string[]
  close: string
}

/**
 * MathML's `<mfenced>` (brackets around a matrix, a vector, a set) as MathML Core writes it, which
 * every browser draws: an `<mrow>` between two `<mo>` fences, its separators (`,` unless the book says
 * otherwise) as `<mo>` between its parts. Browsers left `mfenced` out of MathML Core: kept as it
 * was, its brackets would not be drawn. Read tag by tag (sanitised chapter HTML: every element has
 * its end tag), edited in one pass.
 */
export function unfencedMath(html: string): string {
  if (!html.includes('<mfenced')) return html
  const edits: { at: number; end: number; text: string }[] = []
  const fences: Fence[] = []
  let depth = 0
  const mo = (text: string) => (text ? `<mo>${escapeUTF8(text)}</mo>` : '')
  readMarkup(html, {
    open(name, attributes, at) {
      const fence = fences.at(-1)
      if (fence && fence.depth === depth && fence.children++ > 0 && fence.separators.length > 0) {
        const separator = fence.separators[Math.min(fence.children - 2, fence.separators.length - 1)]!
        edits.push({ at: at.start, end: at.start, text: mo(separator) })
      }
      if (name === 'mfenced') {
        const separators = [...(attributes.get('separators') ?? ',').replace(/\s/g, '')]
        fences.push({ depth: depth + 1, children: 0, separators, close: attributes.get('close') ?? ')' })
        edits.push({ at: at.start, end: at.end, text: `<mrow>${mo(attributes.get('open') ?? '(')}` })
      }
      depth++
    },
    close(name, at) {
      depth--
      const fence = fences.at(-1)
      if (name !== 'mfenced' || fence?.depth !== depth + 1) return
      fences.pop()
      edits.push({ at: at.start, end: at.end, text: `${mo(fence.close)}</mrow>` })
    },
  })
  let out = ''
  let from = 0
  for (const edit of edits.sort((a, b) => a.at - b.at)) {
    if (edit.at < from) continue
    out += html.slice(from, edit.at) + edit.text
    from = edit.end
  }
  return out + html.slice(from)
}
