import render from 'dom-serializer'
import { encodeXML } from 'entities'
import { DomUtils, parseDocument } from 'htmlparser2'
import yazl from 'yazl'
import type { Language } from '../../src/contract/languages.ts'
import type { ChapterContent } from '../db/schema.ts'
import { mediaSources, withMediaLinks } from '../posts/media-src.ts'
import { sanitizeChapterHtml } from '../posts/sanitize.ts'
import { entry, pictureFile, sizedZip } from './stable-zip.ts'

/*
 * A novel chapter as an EPUB 3 for reader apps (OPDS acquisition), built from what the library
 * stores when asked, and the same bytes every time (stable-zip.ts): its date is the chapter's last
 * change, its identifier the chapter's address. The text is the chapter's sanitized HTML written as
 * XHTML; its pictures go inside, as a chapter of pages does.
 */

export interface EpubChapter {
  /** A stable, unique name: the chapter's address on the site. */
  identifier: string
  /** The post's title. */
  book: string
  /** The chapter's heading as the reader shows it ('Chương 3: …'). */
  title: string
  language: Language
  authors: string[]
  /** When the chapter last changed: the package's `dcterms:modified`. */
  modified: Date
  content: ChapterContent
  /** What a page of pictures is called for those who cannot see it ('Trang {n}'). */
  pageLabel: (page: number) => string
}

/**
 * The chapter's body as HTML, its pictures named as they are inside the book, sanitized once they
 * are (the allowlist keeps relative addresses, not the store's `media:` ones).
 */
function bodyOf(chapter: EpubChapter, nameOf: (path: string) => string): string {
  const { content } = chapter
  if (Array.isArray(content)) {
    return content
      .map(
        (path, i) =>
          `<div class="page"><img src="${nameOf(path)}" alt="${encodeXML(chapter.pageLabel(i + 1))}"/></div>`,
      )
      .join('\n')
  }
  return sanitizeChapterHtml(withMediaLinks(storedHtml(content), nameOf))
}

const storedHtml = (content: Exclude<ChapterContent, string[]>) =>
  typeof content === 'string' ? content : content.blocks.map((block) => block.data.text ?? '').join('\n')

/** The media paths of the chapter's pictures, each once, in order. */
const picturesOf = (content: ChapterContent) =>
  Array.isArray(content) ? content : [...new Set(mediaSources(storedHtml(content)))]

/**
 * HTML as well-formed XHTML: every element closed, attributes quoted, text escaped as XML wants (in
 * XML mode the serializer writes every letter beyond ASCII as a character reference, which every
 * reader reads as the letter).
 */
const asXhtml = (html: string) =>
  render(parseDocument(html, { decodeEntities: true }), { xmlMode: true, selfClosingTags: true })

const chapterXhtml = (chapter: EpubChapter, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${chapter.language}" lang="${chapter.language}">
<head><meta charset="utf-8"/><title>${encodeXML(chapter.title)}</title><link rel="stylesheet" href="style.css"/></head>
<body>
<section epub:type="chapter" role="doc-chapter">
<h1>${encodeXML(chapter.title)}</h1>
${body}
</section>
</body>
</html>
`

const navXhtml = (chapter: EpubChapter) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${chapter.language}" lang="${chapter.language}">
<head><meta charset="utf-8"/><title>${encodeXML(chapter.book)}</title></head>
<body>
<nav epub:type="toc" id="toc"><ol><li><a href="chapter.xhtml">${encodeXML(chapter.title)}</a></li></ol></nav>
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

function packageOpf(chapter: EpubChapter, pictures: { name: string; mediaType: string }[]) {
  // EPUB 3: the date to the second, in UTC, without fractions.
  const modified = `${chapter.modified.toISOString().slice(0, 19)}Z`
  const creators = chapter.authors.map((author) => `<dc:creator>${encodeXML(author)}</dc:creator>`).join('\n')
  const items = pictures
    .map(({ name, mediaType }, i) => `<item id="picture-${i + 1}" href="${name}" media-type="${mediaType}"/>`)
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${chapter.language}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">${encodeXML(chapter.identifier)}</dc:identifier>
<dc:title>${encodeXML(`${chapter.book} – ${chapter.title}`)}</dc:title>
<dc:language>${chapter.language}</dc:language>
${creators}
<meta property="dcterms:modified">${modified}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="chapter" href="chapter.xhtml" media-type="application/xhtml+xml"/>
<item id="style" href="style.css" media-type="text/css"/>
${items}
</manifest>
<spine><itemref idref="chapter"/></spine>
</package>
`
}

/** The chapter's EPUB and its size (stable-zip.ts). */
export async function buildEpub(mediaDir: string, chapter: EpubChapter) {
  const pictures = picturesOf(chapter.content)
  const files = await Promise.all(pictures.map((path) => pictureFile(mediaDir, path)))
  const names = new Map(
    pictures.map((path, i) => [path, `images/${String(i + 1).padStart(3, '0')}.${files[i]!.extension}`]),
  )
  const body = asXhtml(bodyOf(chapter, (path) => names.get(path) ?? ''))
  const zip = new yazl.ZipFile()
  // OCF: the mimetype first, stored, so a reader knows the file from its first bytes.
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', entry)
  zip.addBuffer(Buffer.from(CONTAINER), 'META-INF/container.xml', entry)
  const manifest = pictures.map((path, i) => ({ name: names.get(path)!, mediaType: files[i]!.mediaType }))
  zip.addBuffer(Buffer.from(packageOpf(chapter, manifest)), 'OEBPS/content.opf', entry)
  zip.addBuffer(Buffer.from(navXhtml(chapter)), 'OEBPS/nav.xhtml', entry)
  zip.addBuffer(Buffer.from(STYLE), 'OEBPS/style.css', entry)
  zip.addBuffer(Buffer.from(chapterXhtml(chapter, body)), 'OEBPS/chapter.xhtml', entry)
  files.forEach(({ file }, i) => {
    zip.addFile(file, `OEBPS/${manifest[i]!.name}`, entry)
  })
  return sizedZip(zip)
}

/** The file the chapter's text is in, the spine's first: KOReader's DocFragment[1]. */
const TEXT_IN_BOOK = '/body/DocFragment[1]/body/section'

/**
 * Where the chapter is `fraction` of the way through its text, as KOReader points into this book
 * (a CREngine XPointer): the block there (its heading, a paragraph, a page's picture), counted
 * among the blocks of its name as XPath does. An e-reader opens the chapter at that block.
 */
export function xPointerAt(chapter: Pick<EpubChapter, 'content' | 'title' | 'pageLabel'>, fraction: number) {
  const body = asXhtml(bodyOf(chapter as EpubChapter, () => ''))
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
