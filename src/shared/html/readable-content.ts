import type { ChapterContent, PageSize } from '../../contract/schemas/chapters.ts'
import { hasVisibleContent, sanitizeHtml } from './sanitize.ts'

/** A page of pictures: its image, and its own size when the chapter gives it (its box, before it loads). */
export interface ReaderPage {
  src: string
  size: PageSize | null
}

/** The content sorted by what the reader does with it; HTML is sanitized here, before any use. */
export type ReadableContent =
  | { kind: 'pages'; pages: ReaderPage[] }
  | { kind: 'blocks'; blocks: { id: string; html: string }[] }
  | { kind: 'html'; html: string }
  | { kind: 'empty' }

/** `sizes`: the chapter's page sizes, one for each page of its content in order (or none known). */
export function readableContent(
  content: ChapterContent,
  sizes: readonly PageSize[] | null = null,
): ReadableContent {
  if (content === null) return { kind: 'empty' }
  if (Array.isArray(content)) {
    // Sizes that are not one for each page belong to no page in particular.
    const sized = sizes?.length === content.length ? sizes : null
    const pages = content
      .map((src, i) => ({ src, size: sized?.[i] ?? null }))
      .filter((page) => page.src.trim() !== '')
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
