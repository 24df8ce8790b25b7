import sanitizeHtml from 'sanitize-html'
import type { ChapterContent } from '../db/schema.ts'

/** What a chapter's HTML may contain: text structure, links and images; never script or handlers. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'em',
    'strong',
    'i',
    'b',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
}

export const sanitizeChapterHtml = (html: string) => sanitizeHtml(html, options)

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
