import { extname, posix } from 'node:path'
import { decodeXML, escapeAttribute } from 'entities'
import { XMLParser } from 'fast-xml-parser'
import type { PostFacts } from '../../../src/contract/schemas/facts.ts'
import { type ArchiveLimits, archiveLimits, openZip, type Zip } from '../archive.ts'
import { decodeMarkup, decodeText } from '../encoding.ts'
import { libraryLimits } from '../limits.ts'
import { collapsed, htmlText, readMarkup, textCollector } from '../markup.ts'
import { Refusal, reasonOf } from '../refusal.ts'
import { bookFacts } from './book-facts.ts'
import { type ChapterLayout, documentLayout, laidOut, verticalWritingMode } from './book-layout.ts'
import {
  BOOK_IMAGE,
  type ImageResolver,
  type LinkResolver,
  sanitizeBookHtml,
  withinChapterLimit,
} from './chapter-html.ts'
import { chapterLinks } from './chapter-links.ts'

/** What one EPUB may hold before it is refused as a zip bomb: more entries than a comic, fewer bytes. */
export const bookLimits: ArchiveLimits = { ...archiveLimits, entries: 10_000, totalBytes: 512 * 1024 * 1024 }

export interface BookImage {
  /** The image's path inside the book, as named by `book-image:<name>` in chapter HTML. */
  name: string
  bytes: Buffer
  type: string
}

export interface BookChapter {
  /** 1-based position in reading order. */
  index: number
  /** From the table of contents, else the chapter's first heading; null when it has neither. */
  title: string | null
  html: string
  /** The book images it shows, by their path inside the book. */
  images: string[]
}

export interface Book {
  title: string | null
  author: string | null
  description: string | null
  language: string | null
  subjects: string[]
  /** What its package metadata says beyond its words: series, publisher, languages, subjects. */
  facts: PostFacts
  cover: { bytes: Buffer; type: string } | null
  chapters: BookChapter[]
  images: BookImage[]
  /** Documents of the spine left out, by their path inside the book, each with why; the others are read. */
  refused: { document: string; reason: string }[]
}

// Entities are never expanded: a DOCTYPE's declarations (billion laughs) stay unread text. The five
// predefined XML entities and character references are decoded afterwards by `text`.
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    [
      'rootfile',
      'item',
      'itemref',
      'meta',
      'navPoint',
      'creator',
      'subject',
      'language',
      'title',
      'description',
    ].includes(name),
})

type Node = Record<string, unknown>

const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value == null ? [] : [value]) as Node[]

/** An element's text, its XML entities decoded once. */
function rawText(value: unknown): string | null {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  return decodeXML(String(raw))
}

const text = (value: unknown) => {
  const raw = rawText(value)
  return raw === null ? null : collapsed(raw)
}

const texts = (value: unknown) =>
  nodes(value)
    .map(text)
    .filter((t): t is string => t !== null)

function parseXml(source: Buffer, name: string): Node {
  try {
    return xml.parse(decodeMarkup(source)) as Node
  } catch (error) {
    throw new Refusal(`${name} is not readable XML: ${(error as Error).message}`, 'no-package')
  }
}

/** A path inside the book from an href relative to `base` (a file in the book); null when it leaves it or names the web. */
function resolveHref(base: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null
  try {
    // Up to its fragment or query: `/[#?].*$/` would read on from every `#` of an href that has a line break.
    const end = href.search(/[#?]/)
    const path = posix.join(posix.dirname(base), decodeURIComponent(end < 0 ? href : href.slice(0, end)))
    return path.startsWith('../') ? null : path
  } catch {
    return null
  }
}

const imageTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
}

interface ManifestItem {
  id: string
  path: string
  type: string
  properties: string[]
}

/** A metadata document of the book (container, package document, table of contents), if it has it. */
async function readOptional(zip: Zip, name: string | null) {
  if (!name || !zip.has(name)) return null
  if (zip.size(name) > libraryLimits.metadataBytes) {
    throw new Refusal(`${name} is over ${libraryLimits.metadataBytes} bytes`, 'too-large')
  }
  return zip.read(name)
}

interface NavLink {
  href: string
  label: ReturnType<typeof textCollector>
}

/** The links of each `<nav>` of an EPUB 3 nav document, and which is the table of contents. */
function navLinks(source: string) {
  const navs: { toc: boolean; links: NavLink[] }[] = []
  let depth = 0
  let link: NavLink | undefined
  readMarkup(source, {
    open(name, attributes) {
      if (name === 'nav') {
        const type = [...attributes].find(([key]) => key.endsWith('type'))?.[1] ?? ''
        if (depth++ === 0) navs.push({ toc: /(^|\s)toc(\s|$)/.test(type), links: [] })
      } else if (name === 'a' && depth > 0 && attributes.has('href')) {
        link = { href: attributes.get('href') ?? '', label: textCollector() }
        navs.at(-1)?.links.push(link)
      } else link?.label.handler.open(name)
    },
    close(name) {
      if (name === 'nav') depth = Math.max(0, depth - 1)
      if (name === 'a' || name === 'nav') link = undefined
      else link?.label.handler.close(name)
    },
    text(text) {
      link?.label.handler.text(text)
    },
  })
  return (navs.find((nav) => nav.toc) ?? navs[0])?.links ?? []
}

/** Titles by chapter path, from the EPUB 3 nav document. */
function navTitles(source: string, navPath: string): Map<string, string> {
  const titles = new Map<string, string>()
  for (const { href, label } of navLinks(source)) {
    const path = resolveHref(navPath, href)
    const title = label.text()
    if (path && title && !titles.has(path)) titles.set(path, title)
  }
  return titles
}

/** Titles by chapter path, from the EPUB 2 NCX. */
function ncxTitles(document: Node, ncxPath: string): Map<string, string> {
  const titles = new Map<string, string>()
  const visit = (points: Node[]) => {
    for (const point of points) {
      const src = (point.content as Node | undefined)?.src
      const path = typeof src === 'string' ? resolveHref(ncxPath, decodeXML(src)) : null
      const title = text((point.navLabel as Node | undefined)?.text)
      if (path && title && !titles.has(path)) titles.set(path, title)
      visit(nodes(point.navPoint))
    }
  }
  visit(nodes(((document.ncx as Node | undefined)?.navMap as Node | undefined)?.navPoint))
  return titles
}

/** Whether sanitised chapter HTML has any text or drawing (SVG, MathML), and its first heading's (h1 to h3). */
function outline(html: string) {
  const all = textCollector()
  let drawn = false
  let heading: ReturnType<typeof textCollector> | undefined
  let inHeading: string | undefined
  readMarkup(html, {
    open(name) {
      all.handler.open(name)
      if (name === 'svg' || name === 'math') drawn = true
      if (!heading && /^h[1-3]$/.test(name)) {
        heading = textCollector()
        inHeading = name
      } else if (inHeading) heading?.handler.open(name)
    },
    close(name) {
      all.handler.close(name)
      if (name === inHeading) inHeading = undefined
      else if (inHeading) heading?.handler.close(name)
    },
    text(text) {
      all.handler.text(text)
      if (inHeading) heading?.handler.text(text)
    },
  })
  return { hasText: all.text() !== null, drawn, heading: heading?.text() ?? null }
}

/**
 * The spine's chapters in reading order, each document once however often it is listed (a book
 * listing one big chapter 40 times would store it 40 times); refuses a spine of more documents than
 * a book has.
 */
function spineDocuments(itemrefs: Node[], manifest: Map<string, ManifestItem>) {
  const items: ManifestItem[] = []
  const seen = new Set<string>()
  let repeated = 0
  for (const ref of itemrefs) {
    const item = typeof ref.idref === 'string' ? manifest.get(ref.idref) : undefined
    // Documents, and the pictures a book of pages lists as its pages (SVG or bitmaps).
    if (!item || ref.linear === 'no' || !/html|^image\//.test(item.type)) continue
    if (seen.has(item.path)) {
      repeated++
      continue
    }
    seen.add(item.path)
    items.push(item)
    if (items.length > libraryLimits.spineDocuments) {
      throw new Refusal(`its spine lists more than ${libraryLimits.spineDocuments} documents`, 'too-large')
    }
  }
  return { items, repeated }
}

/** What a chapter is read with: how to tell the book's images and chapters, and how the book is laid out. */
interface BookReading {
  typeOf: (name: string) => string
  isChapter: (path: string) => boolean
  progression: string | undefined
  /** A stylesheet's text, read once for the book. */
  stylesheet: (path: string) => Promise<string>
}

/** One spine document as sanitised chapter HTML, with the book images it shows. */
async function readChapter(zip: Zip, item: ManifestItem, book: BookReading) {
  const { chapterFileBytes } = libraryLimits
  if (zip.size(item.path) > chapterFileBytes) {
    throw new Refusal(`${zip.size(item.path)} bytes, more than ${chapterFileBytes}`, 'too-large')
  }
  // A page that is a bitmap is shown as the picture it is.
  if (item.type.startsWith('image/') && item.type !== 'image/svg+xml') {
    return { html: `<img src="${BOOK_IMAGE}${escapeAttribute(item.path)}" alt="">`, images: [item.path] }
  }
  const images: string[] = []
  const resolveImage: ImageResolver = (src) => {
    const name = resolveHref(item.path, src)
    const image = name && zip.has(name) && book.typeOf(name).startsWith('image/') ? name : null
    if (image) images.push(image)
    return image
  }
  const resolveLink: LinkResolver = (href) => {
    const path = href === '' ? item.path : resolveHref(item.path, href)
    return path && book.isChapter(path) ? path : null
  }
  const source = decodeMarkup(await zip.read(item.path))
  const html = sanitizeBookHtml(source, resolveImage, resolveLink)
  const layout = await chapterLayout(source, item.path, book)
  return { html: withinChapterLimit(laidOut(html, layout)), images: [...new Set(images)] }
}

/** A document's direction and language, the book's page progression, and the writing mode its styles give it. */
async function chapterLayout(source: string, path: string, book: BookReading): Promise<ChapterLayout> {
  const { layout, stylesheets, style } = documentLayout(source)
  let css = ''
  for (const href of stylesheets) {
    const sheet = resolveHref(path, href)
    if (sheet) css += `${await book.stylesheet(sheet)}\n`
  }
  return { ...layout, progression: book.progression, writingMode: verticalWritingMode(`${css}${style}`) }
}

/**
 * Reads an EPUB (2 or 3) into a book: metadata from the OPF, chapters in spine order titled by the nav
 * document or the NCX, chapter HTML sanitised with the project's allow-list (scripts, event handlers and
 * external references removed; entities never expanded).
 *
 * Images: an `<img>` that names an image inside the book keeps it as `src="book-image:<name>"`, `<name>`
 * being its path inside the book, and that image is in `images` with its bytes. The importer stores each
 * image in the media store and replaces `book-image:<name>` with the image's address before saving the
 * chapter. Any other image (http, data:, missing) is dropped.
 *
 * Refuses with a `Refusal` (corrupt archive, unsafe entry name, zip bomb, no package, no chapter).
 */
export async function readEpub(path: string, limits: ArchiveLimits = bookLimits): Promise<Book> {
  const zip = await openZip(path, limits)
  try {
    return await readBook(zip)
  } finally {
    zip.close()
  }
}

async function readBook(zip: Zip): Promise<Book> {
  const container = await readOptional(zip, 'META-INF/container.xml')
  if (!container) throw new Refusal('no META-INF/container.xml', 'no-package')
  const rootfiles = nodes(
    ((parseXml(container, 'container.xml').container as Node | undefined)?.rootfiles as Node | undefined)
      ?.rootfile,
  )
  const opfPath = rootfiles
    .map((rootfile) => rootfile['full-path'])
    .find((p): p is string => typeof p === 'string' && zip.has(posix.normalize(p)))
  if (!opfPath) throw new Refusal('the container names no package document (OPF) in the book', 'no-package')
  const opfName = posix.normalize(opfPath)
  const pkg = (parseXml((await readOptional(zip, opfName))!, opfName).package ?? {}) as Node
  const metadata = (pkg.metadata ?? {}) as Node

  const manifest = new Map<string, ManifestItem>()
  for (const item of nodes((pkg.manifest as Node | undefined)?.item)) {
    const id = item.id
    const href = typeof item.href === 'string' ? resolveHref(opfName, decodeXML(item.href)) : null
    if (typeof id !== 'string' || !href) continue
    const properties = typeof item.properties === 'string' ? item.properties.split(/\s+/) : []
    manifest.set(id, {
      id,
      path: href,
      type: typeof item['media-type'] === 'string' ? item['media-type'] : '',
      properties,
    })
  }
  const items = [...manifest.values()]
  const byPath = new Map<string, ManifestItem>()
  for (const item of items) if (!byPath.has(item.path)) byPath.set(item.path, item)
  const typeOf = (name: string) => byPath.get(name)?.type || imageTypes[extname(name).toLowerCase()] || ''

  const coverId = nodes(metadata.meta).find((meta) => meta.name === 'cover')?.content
  const coverItem =
    items.find((item) => item.properties.includes('cover-image')) ??
    (typeof coverId === 'string' ? manifest.get(coverId) : undefined) ??
    items.find((item) => /cover/i.test(item.id) && item.type.startsWith('image/'))
  const coverBytes = await readOptional(zip, coverItem?.path ?? null)

  const spine = (pkg.spine ?? {}) as Node
  const nav = items.find((item) => item.properties.includes('nav'))
  const ncx =
    (typeof spine.toc === 'string' ? manifest.get(spine.toc) : undefined) ??
    items.find((item) => item.type === 'application/x-dtbncx+xml')
  const navSource = await readOptional(zip, nav?.path ?? null)
  const ncxSource = navSource ? null : await readOptional(zip, ncx?.path ?? null)
  const titles =
    navSource && nav
      ? navTitles(decodeMarkup(navSource), nav.path)
      : ncxSource && ncx
        ? ncxTitles(parseXml(ncxSource, ncx.path), ncx.path)
        : new Map<string, string>()

  const documents = spineDocuments(nodes(spine.itemref), manifest)
  const spinePaths = new Set(documents.items.map((item) => item.path))
  const stylesheets = new Map<string, Promise<string>>()
  const reading: BookReading = {
    typeOf,
    isChapter: (path) => spinePaths.has(path),
    progression:
      typeof spine['page-progression-direction'] === 'string'
        ? spine['page-progression-direction']
        : undefined,
    stylesheet: (path) => {
      let sheet = stylesheets.get(path)
      if (!sheet) {
        // A stylesheet too big for metadata is read as none: it is only looked at for the writing mode.
        sheet = readOptional(zip, path).then(
          (bytes) => (bytes ? decodeText(bytes) : ''),
          () => '',
        )
        stylesheets.set(path, sheet)
      }
      return sheet
    },
  }
  const refused: Book['refused'] = []
  if (documents.repeated > 0) {
    refused.push({
      document: opfName,
      reason: `its spine lists a document again ${documents.repeated} times: each document is read once`,
    })
  }
  const used = new Set<string>()
  const chapters: BookChapter[] = []
  /** The spine document each chapter was read from, for the links between them. */
  const chapterDocuments: string[] = []
  let bookBytes = 0
  for (const [at, item] of documents.items.entries()) {
    if (!zip.has(item.path)) continue
    const chapter = await readChapter(zip, item, reading).catch((error: unknown) => {
      // A chapter too big to keep, nested too deep or in no encoding it reads in, is left out; a broken
      // archive is the book's.
      if (error instanceof Refusal && (error.kind === 'too-large' || error.kind === 'unknown-encoding')) {
        refused.push({ document: item.path, reason: reasonOf(error) })
        return null
      }
      throw error
    })
    if (!chapter) continue
    const { hasText, drawn, heading } = outline(chapter.html)
    // A page holding nothing but the cover is the cover, not a chapter.
    const coverOnly = !hasText && !drawn && chapter.images.every((name) => name === coverItem?.path)
    if (coverOnly || item.path === coverItem?.path) continue
    bookBytes += Buffer.byteLength(chapter.html)
    if (bookBytes > libraryLimits.bookTextBytes) {
      // The book stops there, so it reads on without a hole: this chapter and those after it are left out.
      const reason = `the book's text passes ${libraryLimits.bookTextBytes} bytes here: left out`
      for (const later of documents.items.slice(at)) refused.push({ document: later.path, reason })
      break
    }
    for (const name of chapter.images) used.add(name)
    chapterDocuments.push(item.path)
    chapters.push({
      index: chapters.length + 1,
      title: titles.get(item.path) ?? heading,
      html: chapter.html,
      images: chapter.images,
    })
  }
  if (chapters.length === 0) {
    const why = refused.length > 0 ? ` (${refused.map((r) => `${r.document}: ${r.reason}`).join('; ')})` : ''
    throw new Refusal(`no readable chapter in the spine${why}`, 'no-chapter')
  }

  chapterLinks(chapters, chapterDocuments)

  const images: BookImage[] = []
  for (const name of used) images.push({ name, bytes: await zip.read(name), type: typeOf(name) })
  const description = rawText(nodes(metadata.description)[0])
  return {
    title: texts(metadata.title)[0] ?? null,
    author: texts(metadata.creator).join(', ') || null,
    // A description is HTML inside the XML (entities once for the XML, then tags and entities of the HTML).
    description: description === null ? null : htmlText(description),
    language: texts(metadata.language)[0] ?? null,
    subjects: texts(metadata.subject),
    facts: bookFacts(metadata),
    cover:
      coverBytes && coverItem ? { bytes: coverBytes, type: coverItem.type || typeOf(coverItem.path) } : null,
    chapters,
    images,
    refused,
  }
}
