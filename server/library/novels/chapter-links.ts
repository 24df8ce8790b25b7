import { decodeHTMLAttribute, escapeAttribute } from 'entities'
import { BOOK_CHAPTER } from './book-addresses.ts'

const link = new RegExp(` href="${BOOK_CHAPTER}([^"#]*)(#[^"]*)?"`, 'g')

/**
 * The links between a book's chapters (`book-chapter:<document>#<anchor>`, chapter-html.ts) as the
 * reader's addresses, once the chapters are numbered: `#<anchor>` within a chapter, `../<n>/#<anchor>`
 * to another (relative to `/<language>/novel/<slug>/<index>/`, so they hold in either language and
 * after the book's slug changes). A link to a document that is no chapter (the cover) is dropped.
 *
 * `documents[i]` is the spine document chapter `chapters[i]` was read from.
 */
export function chapterLinks(chapters: { index: number; html: string }[], documents: string[]) {
  const indexOf = new Map(documents.map((document, i) => [document, chapters[i]!.index]))
  for (const chapter of chapters) {
    chapter.html = chapter.html.replace(link, (_, document: string, fragment: string | undefined) => {
      const index = indexOf.get(decodeHTMLAttribute(document))
      if (index === undefined) return ''
      const address = index === chapter.index && fragment ? '' : `../${index}/`
      return ` href="${escapeAttribute(address)}${fragment ?? ''}"`
    })
  }
}
