import { Parser, Tokenizer, type TokenizerCallbacks } from 'htmlparser2'
import { Refusal } from './refusal.ts'

/*
 * Markup from the library's files (a book's description, its table of contents, a chapter) is read
 * here, never with regular expressions: a pattern such as `/<[^>]*>/g` takes time that grows with the
 * square of a run of `<` (250,000 `&lt;` in one description held the server for 50 s). htmlparser2's
 * tokenizer reads each character once. Its Parser is not used for this: the stack of open elements it
 * keeps costs time with its depth at every tag, so a million nested `<b>` take minutes (see
 * `checkNesting` for the chapters sanitize-html, which uses that Parser, reads).
 */

/** Where a tag is in the source: from its `<` to just after its `>`. */
export interface Span {
  start: number
  end: number
}

/** What a reading of markup hears: text (entities decoded) and each tag opened or closed, by name. */
export interface MarkupHandler {
  text?(text: string): void
  open?(name: string, attributes: ReadonlyMap<string, string>, at: Span): void
  close?(name: string, at: Span): void
}

/**
 * Reads HTML or XHTML as a stream of text and tags, in one pass whose time grows with the length of
 * the source alone: no tree, no stack; what nests inside what is the handler's to count. Tag and
 * attribute names are in lower case; a self-closing tag (`<a/>`) is opened and closed at once.
 */
export function readMarkup(source: string, handler: MarkupHandler) {
  let tag = ''
  let tagStart = 0
  let attributes = new Map<string, string>()
  let attribute = ''
  let value = ''
  const name = (start: number, end: number) => source.slice(start, end).toLowerCase()
  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => handler.text?.(source.slice(start, end)),
    ontextentity: (codePoint) => handler.text?.(String.fromCodePoint(codePoint)),
    onopentagname: (start, end) => {
      tag = name(start, end)
      tagStart = start - 1
      attributes = new Map()
    },
    onattribname: (start, end) => {
      attribute = name(start, end)
      value = ''
    },
    onattribdata: (start, end) => {
      value += source.slice(start, end)
    },
    onattribentity: (codePoint) => {
      value += String.fromCodePoint(codePoint)
    },
    onattribend: () => {
      if (!attributes.has(attribute)) attributes.set(attribute, value)
    },
    onopentagend: (end) => handler.open?.(tag, attributes, { start: tagStart, end: end + 1 }),
    onselfclosingtag: (end) => {
      handler.open?.(tag, attributes, { start: tagStart, end: end + 1 })
      handler.close?.(tag, { start: tagStart, end: end + 1 })
    },
    onclosetag: (start, end) => {
      const at = { start: source.lastIndexOf('<', start), end: source.indexOf('>', end) + 1 || source.length }
      handler.close?.(name(start, end), at)
    },
    oncomment: () => {},
    oncdata: () => {},
    ondeclaration: () => {},
    onprocessinginstruction: () => {},
    onend: () => {},
  }
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks)
  tokenizer.write(source)
  tokenizer.end()
}

/** Elements whose content is never text a reader sees. */
const hidden = new Set(['script', 'style', 'template', 'title', 'head'])

/** Elements that stand apart from the text around them: their edges are word breaks. */
const blocks = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'nav', 'ol', 'p', 'pre', 'section',
  'table', 'td', 'th', 'tr', 'ul',
]) // biome-ignore format: a list of names

/** Text as a reader sees it: white space run together, trimmed; null when nothing is left. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim() || null

/**
 * Collects the text of markup, as a reader would see it: tags dropped (a block's edges are spaces,
 * an inline element's are not: `<b>đ</b>êm` is one word), entities decoded once, what scripts,
 * styles and the head hold left out.
 */
export function textCollector() {
  const parts: string[] = []
  let hiddenDepth = 0
  const handler = {
    text(text: string) {
      if (hiddenDepth === 0) parts.push(text)
    },
    open(name: string) {
      if (hidden.has(name)) hiddenDepth++
      else if (blocks.has(name)) parts.push(' ')
    },
    close(name: string) {
      if (hidden.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1)
      else if (blocks.has(name)) parts.push(' ')
    },
  } satisfies MarkupHandler
  return { handler, text: () => collapsed(parts.join('')) }
}

/** HTML (a description, a title in a table of contents) as plain text; null when it has none. */
export function htmlText(html: string): string | null {
  const collector = textCollector()
  readMarkup(html, collector.handler)
  return collector.text()
}

/**
 * Refuses HTML nested deeper than `limit` before sanitize-html reads it. Its parser (htmlparser2's
 * Parser) moves its whole stack of open elements at every tag, so its time grows with the square of
 * the depth; counted here with that same Parser (the same elements implied closed, the same stray
 * end tags ignored), which stops at the limit, so this costs a bounded time per tag.
 */
export function checkNesting(html: string, limit: number) {
  let depth = 0
  const parser = new Parser(
    {
      onopentagname() {
        if (++depth > limit) throw new Refusal(`its HTML nests more than ${limit} elements deep`, 'too-large')
      },
      onclosetag() {
        depth--
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
}
