import sanitizeHtml from 'sanitize-html'
import { CHAPTER_ATTRIBUTES, CHAPTER_TAGS } from '../../src/contract/html-allowlist.ts'
import type { ChapterContent } from '../db/schema.ts'

/** Links leave the site in a new tab, without handing it a reference to the page. */
export const webLink = sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' })

/** The shared allowlist, http(s) addresses only; never script or handlers. */
export const chapterSanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...CHAPTER_TAGS],
  // Links also keep the rel and target the transform below gives them.
  allowedAttributes: { ...CHAPTER_ATTRIBUTES, a: [...(CHAPTER_ATTRIBUTES.a ?? []), 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { a: webLink },
}

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
