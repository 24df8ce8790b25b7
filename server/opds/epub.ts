import render from 'dom-serializer'
import { encodeXML } from 'entities'
import { DomUtils, parseDocument } from 'htmlparser2'
import yazl from 'yazl'
import type { Language } from '../../src/contract/languages.ts'
import type { ChapterContent } from '../db/schema.ts'
import { mediaSources, withMediaLinks } from '../posts/media-src.ts'
import { sanitizeChapterHtml } from '../posts/sanitize.ts'
import { entry, pictureFiles, sizedZip } from './stable-zip.ts'

/*
 * A novel as an EPUB 3 for reader apps (OPDS acquisition), a chapter or a whole short post, built
 * from what the library stores when asked, and the same bytes every time (stable-zip.ts): its date is
 * the last change of what it holds, its identifier the address of what it is. Each chapter's text is
 * its sanitized HTML written as XHTML, a document of its own; its pictures go inside, as a chapter of
 * pages does, each once however many chapters show it.
 */

/** A chapter as a book holds it. */
export interface EpubText {
  /** The chapter's heading as the reader shows it ('Chương 3: …'). */
  title: string
  content: ChapterContent
}

export interface EpubBook {
  /** A stable, unique name: the address on the site of what the book is (a chapter, a post). */
  identifier: string
  /** The book's `dc:title`. */
  title: string
  /** The post's title: the table of contents' heading. */
  post: string
  language: Language
  authors: string[]
  /** When what the book holds last changed: the package's `dcterms:modified`. */
  modified: Date
  /** The chapters, in reading order. */
  chapters: EpubText[]
  /** What a page of pictures is called for those who cannot see it ('Trang {n}'). */
  pageLabel: (page: number) => string
}

/** One chapter as a book of its own. */
export interface EpubChapter extends EpubText {
  /** A stable, unique name: the chapter's address on the site. */
  identifier: string
  /** The post's title. */
  book: string
  language: Language
  authors: string[]
  /** When the chapter last changed: the package's `dcterms:modified`. */
  modified: Date
  pageLabel: EpubBook['pageLabel']
}

/**
 * The chapter's body as HTML, its pictures named as they are inside the book, sanitized once they
 * are (the allowlist keeps relative addresses, not the store's `media:` ones).
 */
function bodyOf(
  { content }: EpubText,
  pageLabel: EpubBook['pageLabel'],
  nameOf: (path: string) => string,
): string {
  if (Array.isArray(content)) {
    return content
      .map(
        (path, i) =>
          `<div class="page"><img src="${nameOf(path)}" alt="${encodeXML(pageLabel(i + 1))}"/></div>`,
      )
      .join('\n')
  }
  return sanitizeChapterHtml(withMediaLinks(storedHtml(content), nameOf))
}

const storedHtml = (content: Exclude<ChapterContent, string[]>) =>
  typeof content === 'string' ? content : content.blocks.map((block) => block.data.text ?? '').join('\n')

/** The media paths of the chapter's pictures, in order. */
const picturesOf = (content: ChapterContent) =>
  Array.isArray(content) ? content : mediaSources(storedHtml(content))

/**
 * HTML as well-formed XHTML: every element closed, attributes quoted, text escaped as XML wants (in
 * XML mode the serializer writes every letter beyond ASCII as a character reference, which every
 * reader reads as the letter).
 */
const asXhtml = (html: string) =>
  render(parseDocument(html, { decodeEntities: true }), { xmlMode: true, selfClosingTags: true })

const chapterXhtml = (
  language: Language,
  title: string,
  body: string,
) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8"/><title>${encodeXML(title)}</title><link rel="stylesheet" href="style.css"/></head>
<body>
<section epub:type="chapter" role="doc-chapter">
<h1>${encodeXML(title)}</h1>
${body}
</section>
</body>
</html>
`

const navXhtml = (book: EpubBook, documents: { name: string }[]) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${book.language}" lang="${book.language}">
<head><meta charset="utf-8"/><title>${encodeXML(book.post)}</title></head>
<body>
<nav epub:type="toc" id="toc"><ol>${book.chapters
  .map(({ title }, i) => `<li><a href="${documents[i]!.name}">${encodeXML(title)}</a></li>`)
  .join('\n')}</ol></nav>
</body>
</html>
`

const STYLE = `body { line-height: 1.6; }
h1 { font-size: 1.4em; margin: 1em 0; }
.page { text-align: center; page-break-after: always; }
.page img { max-width: 100%; }
`

const CONTAINER = `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`

/**
 * The chapters' documents and their manifest ids, in reading order. A book of one chapter keeps the
 * names a chapter's book has always had (`chapter.xhtml`), so a chapter downloaded again is the same
 * file it was: e-readers know a book by its bytes.
 */
const documentsOf = (count: number) =>
  count === 1
    ? [{ id: 'chapter', name: 'chapter.xhtml' }]
    : Array.from({ length: count }, (_, i) => {
        const n = String(i + 1).padStart(Math.max(3, String(count).length), '0')
        return { id: `chapter-${n}`, name: `chapter-${n}.xhtml` }
      })

function packageOpf(
  book: EpubBook,
  documents: { id: string; name: string }[],
  pictures: { name: string; mediaType: string }[],
) {
  // EPUB 3: the date to the second, in UTC, without fractions.
  const modified = `${book.modified.toISOString().slice(0, 19)}Z`
  const creators = book.authors.map((author) => `<dc:creator>${encodeXML(author)}</dc:creator>`).join('\n')
  const texts = documents
    .map(({ id, name }) => `<item id="${id}" href="${name}" media-type="application/xhtml+xml"/>`)
    .join('\n')
  const items = pictures
    .map(({ name, mediaType }, i) => `<item id="picture-${i + 1}" href="${name}" media-type="${mediaType}"/>`)
    .join('\n')
  const spine = documents.map(({ id }) => `<itemref idref="${id}"/>`).join('')
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${book.language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">${encodeXML(book.identifier)}</dc:identifier>
<dc:title>${encodeXML(book.title)}</dc:title>
<dc:language>${book.language}</dc:language>
${creators}
<meta property="dcterms:modified">${modified}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
${texts}
<item id="style" href="style.css" media-type="text/css"/>
${items}
</manifest>
<spine>${spine}</spine>
</package>
`
}

/** The book's EPUB and its size (stable-zip.ts). */
export async function buildEpubBook(mediaDir: string, book: EpubBook) {
  // Each picture once, where it is first shown: chapters showing the same map share one file.
  const pictures = [...new Set(book.chapters.flatMap(({ content }) => picturesOf(content)))]
  const files = await pictureFiles(mediaDir, pictures)
  const names = new Map(
    pictures.map((path, i) => [path, `images/${String(i + 1).padStart(3, '0')}.${files[i]!.extension}`]),
  )
  const documents = documentsOf(book.chapters.length)
  const zip = new yazl.ZipFile()
  // OCF: the mimetype first, stored, so a reader knows the file from its first bytes.
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', entry)
  zip.addBuffer(Buffer.from(CONTAINER), 'META-INF/container.xml', entry)
  const manifest = pictures.map((path, i) => ({ name: names.get(path)!, mediaType: files[i]!.mediaType }))
  zip.addBuffer(Buffer.from(packageOpf(book, documents, manifest)), 'OEBPS/content.opf', entry)
  zip.addBuffer(Buffer.from(navXhtml(book, documents)), 'OEBPS/nav.xhtml', entry)
  zip.addBuffer(Buffer.from(STYLE), 'OEBPS/style.css', entry)
  book.chapters.forEach((chapter, i) => {
    const body = asXhtml(bodyOf(chapter, book.pageLabel, (path) => names.get(path) ?? ''))
    zip.addBuffer(
      Buffer.from(chapterXhtml(book.language, chapter.title, body)),
      `OEBPS/${documents[i]!.name}`,
      entry,
    )
  })
  files.forEach(({ file }, i) => {
    zip.addFile(file, `OEBPS/${manifest[i]!.name}`, entry)
  })
  return sizedZip(zip)
}

/** A chapter's EPUB and its size: the book of that one chapter, titled with the post's title and its own. */
export const buildEpub = (mediaDir: string, chapter: EpubChapter) =>
  buildEpubBook(mediaDir, {
    identifier: chapter.identifier,
    title: `${chapter.book} – ${chapter.title}`,
    post: chapter.book,
    language: chapter.language,
    authors: chapter.authors,
    modified: chapter.modified,
    chapters: [{ title: chapter.title, content: chapter.content }],
    pageLabel: chapter.pageLabel,
  })

/** The file the chapter's text is in, the spine's first: KOReader's DocFragment[1]. */
const TEXT_IN_BOOK = '/body/DocFragment[1]/body/section'

/**
 * Where the chapter is `fraction` of the way through its text, as KOReader points into this book
 * (a CREngine XPointer): the block there (its heading, a paragraph, a page's picture), counted
 * among the blocks of its name as XPath does. An e-reader opens the chapter at that block.
 */
export function xPointerAt(chapter: Pick<EpubChapter, 'content' | 'title' | 'pageLabel'>, fraction: number) {
  const body = asXhtml(bodyOf(chapter, chapter.pageLabel, () => ''))
  const blocks = [
    { name: 'h1', length: chapter.title.length },
    ...DomUtils.getChildren(parseDocument(body, { xmlMode: true })).flatMap((node) =>
      node.type === 'tag' && 'name' in node
        ? [{ name: node.name, length: DomUtils.textContent(node).length || 1 }]
        : [],
    ),
  ]
  const total = blocks.reduce((sum, block) => sum + block.length, 0)
  let passed = 0
  let chosen = blocks[0]!
  for (const block of blocks) {
    if (passed > fraction * total) break
    chosen = block
    passed += block.length
  }
  const nth = blocks.slice(0, blocks.indexOf(chosen) + 1).filter((block) => block.name === chosen.name).length
  return `${TEXT_IN_BOOK}/${chosen.name}[${nth}].0`
}
