import { escapeUTF8 } from 'entities'
import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { chapterSanitizeOptions, webLink } from '../../posts/sanitize.ts'
import { libraryLimits } from '../limits.ts'
import { checkNesting, readMarkup } from '../markup.ts'
import { Refusal } from '../refusal.ts'

/**
 * An image of the book inside chapter HTML: `src="book-image:<name>"`, `<name>` being the image's path
 * inside the book (as in `images[].name`). The importer stores each image in the media store and
 * replaces the placeholder with its address before the chapter is saved.
 */
export const BOOK_IMAGE = 'book-image:'

/** Maps an `<img src>` as written in the chapter to the book image it names, or null when it is not one. */
export type ImageResolver = (src: string) => string | null

const noImages: ImageResolver = () => null

/**
 * The project's chapter allow-list, with a book's own rules on top: images only from inside the book
 * (anything else, http included, is an external reference and is dropped), links only to the web.
 */
export function sanitizeBookHtml(html: string, resolveImage: ImageResolver = noImages): string {
  checkNesting(html, libraryLimits.nestingDepth)
  return sanitizeHtml(bodyOf(html), {
    ...chapterSanitizeOptions,
    allowedSchemesByTag: { img: [BOOK_IMAGE.slice(0, -1)] },
    transformTags: {
      img: (tagName, attribs) => {
        const name = attribs.src ? resolveImage(attribs.src) : null
        const { src: _, ...rest } = attribs
        return { tagName, attribs: name ? { src: `${BOOK_IMAGE}${name}`, ...rest } : rest }
      },
      // A link to another file of the book leads nowhere on the site: it stays text.
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs
        return href && /^https?:\/\//i.test(href) ? webLink(tagName, attribs) : { tagName, attribs: rest }
      },
    },
    // An image without a source is what is left of an external one.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim()
}

/**
 * The body of an (X)HTML document: the head's title and the doctype's declarations are not text of
 * the chapter. Found by reading the tags (the first `<body>` to the last `</body>`), not by pattern.
 */
function bodyOf(html: string): string {
  let start: number | undefined
  let end: number | undefined
  let headEnd = 0
  readMarkup(html, {
    open(name, _, at) {
      if (name === 'body') start ??= at.end
    },
    close(name, at) {
      if (name === 'body') end = at.start
      if (name === 'head') headEnd = at.end
    },
  })
  if (start !== undefined) return html.slice(start, end !== undefined && end >= start ? end : undefined)
  return html.slice(headEnd).replace(doctype, '')
}

/**
 * A doctype, with its internal subset (`<!DOCTYPE html [ <!ENTITY …> ]>`), where one may stand: at the
 * start, after the XML declaration. Anchored there, so a document of `<!DOCTYPE`s is read once.
 */
const doctype = /^\s*(?:<\?xml[^<>]*>\s*)?<!DOCTYPE[^[<>]*(?:\[[^\]]*\])?\s*>/i

/** Refuses chapter HTML bigger than a chapter may be (docs/library.md, What a file may bring). */
export function withinChapterLimit(html: string): string {
  const bytes = Buffer.byteLength(html)
  if (bytes > libraryLimits.chapterTextBytes) {
    throw new Refusal(
      `its text is ${bytes} bytes, more than a chapter's ${libraryLimits.chapterTextBytes}`,
      'too-large',
    )
  }
  return html
}

/**
 * Plain text to paragraphs: blocks separated by blank lines are paragraphs (their line breaks kept); a
 * text without blank lines has a paragraph per line, as most web novels are written.
 */
export function textToHtml(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n').trim()
  const blocks = /\n[ \t]*\n/.test(normalized) ? normalized.split(/\n[ \t]*\n+/) : normalized.split('\n')
  return blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeUTF8).join('<br />')}</p>`)
    .join('\n')
}

export const markdownToHtml = (text: string) => sanitizeBookHtml(marked.parse(text, { async: false }))
