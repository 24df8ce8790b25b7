/**
 * The chapter sanitizer of the server's page renderer, in place of sanitize.ts (which needs a browser's
 * DOM): the build uses this one for the server (vite.config.ts). The same allowlist and the same
 * finishing touches as the browser's, with the server's HTML sanitizer.
 */
import sanitize from 'sanitize-html'
import { chapterOptions } from '../../contract/chapter-sanitizer-options.ts'

const options = chapterOptions({ lazyImages: true })

export function sanitizeHtml(html: string): string {
  return html.trim() ? sanitize(html, options) : ''
}

export { hasVisibleContent } from './visible-content.ts'
