import { escapeUTF8 } from 'entities'
import { marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { chapterOptions } from '../../../src/contract/chapter-sanitizer-options.ts'
import { WEB_SCHEMES } from '../../../src/contract/html-allowlist.ts'
import { libraryLimits } from '../limits.ts'
import { checkNesting, readMarkup } from '../markup.ts'
import { Refusal } from '../refusal.ts'
import { BOOK_CHAPTER, BOOK_IMAGE, type ImageResolver, type LinkResolver } from './book-addresses.ts'
import { bookAttributes } from './book-attributes.ts'
import { unfencedMath } from './fenced-math.ts'

export { BOOK_CHAPTER, BOOK_IMAGE, type ImageResolver, type LinkResolver } from './book-addresses.ts'

const noImages: ImageResolver = () => null
const noLinks: LinkResolver = () => null

/** The server's chapter options for a book: its images only (`book-image:`), and links to its chapters. */
const bookOptions = chapterOptions({
  imageSchemes: [BOOK_IMAGE.slice(0, -1)],
  linkSchemes: [...WEB_SCHEMES, BOOK_CHAPTER.slice(0, -1)],
})

/**
 * The project's chapter allow-list, with a book's own rules on top: images only from inside the book
 * (anything else, http included, is an external reference and is dropped), links to the web or to
 * the book's chapters, its anchors and note roles as the reader knows them (bookAttributes).
 */
export function sanitizeBookHtml(
  source: string,
  resolveImage: ImageResolver = noImages,
  resolveLink: LinkResolver = noLinks,
): string {
  checkNesting(source, libraryLimits.nestingDepth)
  const keep = bookOptions.transformTags['*']
  const html = sanitizeHtml(bodyOf(source), {
    ...bookOptions,
    transformTags: {
      '*': (tagName, attribs) => keep(tagName, bookAttributes(tagName, attribs, resolveImage, resolveLink)),
    },
  })
  return unfencedMath(html).trim()
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
