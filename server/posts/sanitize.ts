import sanitizeHtml from 'sanitize-html'
import { chapterOptions } from '../../src/contract/chapter-sanitizer-options.ts'
import type { ChapterContent } from '../db/schema.ts'

/** The shared allowlist, http(s) and this site's addresses only; never script or handlers. */
export const chapterSanitizeOptions = chapterOptions()

export const sanitizeChapterHtml = (html: string) => sanitizeHtml(html, chapterSanitizeOptions)

/** Sanitizes every HTML part of a chapter's content; page image lists pass through. */
export function sanitizeContent(content: ChapterContent): ChapterContent {
  if (typeof content === 'string') return sanitizeChapterHtml(content)
  if (Array.isArray(content)) return content
  return {
    blocks: content.blocks.map((block) => ({
      id: block.id,
      data: { text: sanitizeChapterHtml(block.data.text) },
    })),
  }
}
