import * as v from 'valibot'
import { posttypeSchema, successOf } from '../../shared/api/schemas.ts'
import { hasVisibleContent, sanitizeHtml } from '../../shared/html/sanitize.ts'
import { chapterSummarySchema } from '../detail/schema.ts'

const blockSchema = v.object({
  id: v.union([v.string(), v.number()]),
  data: v.object({ text: v.nullish(v.string(), '') }),
})

/**
 * What a chapter holds (docs/api.md Chapter): page image URLs, blocks of HTML text, one HTML string,
 * or nothing. Any other shape is read as nothing rather than breaking the reader.
 */
const contentSchema = v.fallback(
  v.nullish(v.union([v.array(v.string()), v.object({ blocks: v.array(blockSchema) }), v.string()]), null),
  null,
)

/** A comic's or novel's chapter with its neighbours, as the reader shows it. */
export const chapterSchema = v.object({
  ...chapterSummarySchema.entries,
  content: contentSchema,
  comic: v.nullish(
    v.object({ id: v.number(), slug: v.string(), title: v.string(), posttype: posttypeSchema }),
    null,
  ),
  chapter_total: v.optional(v.number(), 0),
  prev_index: v.nullish(v.number(), null),
  next_index: v.nullish(v.number(), null),
})
export type Chapter = v.InferOutput<typeof chapterSchema>
export type ChapterContent = Chapter['content']

export const chapterResponse = successOf(chapterSchema)

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
