/**
 * The chapter sanitizer of the server's page renderer, in place of sanitize.ts (which needs a browser's
 * DOM): the build uses this one for the server (vite.config.ts). The same allowlist and the same
 * finishing touches as the browser's, with the server's HTML sanitizer.
 */
import sanitize from 'sanitize-html'
import { CHAPTER_ATTRIBUTES, CHAPTER_TAGS } from '../../contract/html-allowlist.ts'

const options: sanitize.IOptions = {
  allowedTags: [...CHAPTER_TAGS],
  allowedAttributes: {
    ...CHAPTER_ATTRIBUTES,
    a: [...(CHAPTER_ATTRIBUTES.a ?? []), 'rel', 'target'],
    img: [...(CHAPTER_ATTRIBUTES.img ?? []), 'loading', 'decoding'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'template', 'noscript', 'textarea', 'option', 'svg', 'math', 'title'],
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    img: sanitize.simpleTransform('img', { loading: 'lazy', decoding: 'async' }),
  },
  // An image whose address was not safe has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeHtml(html: string): string {
  return html.trim() ? sanitize(html, options) : ''
}

export { hasVisibleContent } from './visible-content.ts'
