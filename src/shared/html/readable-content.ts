import type { ChapterContent } from '../../contract/schemas/chapters.ts'
import { hasVisibleContent, sanitizeHtml } from './sanitize.ts'

/** The content sorted by what the reader does with it; HTML is sanitized here, before any use. */
export type ReadableContent =
  | { kind: 'pages'; pages: string[] }
  | { kind: 'blocks'; blocks: { id: string; html: string }[] }
  | { kind: 'html'; html: string }
  | { kind: 'empty' }

export function readableContent(content: ChapterContent): ReadableContent {
  if (content === null) return { kind: 'empty' }
  if (Array.isArray(content)) {
    const pages = content.filter((page) => page.trim() !== '')
    return pages.length > 0 ? { kind: 'pages', pages } : { kind: 'empty' }
  }
  if (typeof content === 'string') {
    const html = sanitizeHtml(content)
    return hasVisibleContent(html) ? { kind: 'html', html } : { kind: 'empty' }
  }
  const blocks = content.blocks
    .map((block) => ({ id: String(block.id), html: sanitizeHtml(block.data.text ?? '') }))
    .filter((block) => hasVisibleContent(block.html))
  return blocks.length > 0 ? { kind: 'blocks', blocks } : { kind: 'empty' }
}
