import { extname, posix } from 'node:path'
import { decodeHTML, decodeXML } from 'entities'
import { XMLParser } from 'fast-xml-parser'
import { type ArchiveLimits, archiveLimits, openZip, type Zip } from '../archive.ts'
import { Refusal } from '../refusal.ts'
import { type ImageResolver, sanitizeBookHtml } from './chapter-html.ts'

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
}

export interface Book {
  title: string | null
  author: string | null
  description: string | null
  language: string | null
  subjects: string[]
  cover: { bytes: Buffer; type: string } | null
  chapters: BookChapter[]
  images: BookImage[]
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

function text(value: unknown): string | null {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const decoded = decodeXML(String(raw)).replace(/\s+/g, ' ').trim()
  return decoded || null
}

const texts = (value: unknown) =>
  nodes(value)
    .map(text)
    .filter((t): t is string => t !== null)

/** HTML inside a description (common in EPUBs) as plain text. */
const plain = (html: string) =>
  decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim() || null

function parseXml(source: Buffer, name: string): Node {
  try {
    return xml.parse(source.toString('utf8')) as Node
  } catch (error) {
    throw new Refusal(`${name} is not readable XML: ${(error as Error).message}`, 'no-package')
  }
}

/** A path inside the book from an href relative to `base` (a file in the book); null when it leaves it or names the web. */
function resolveHref(base: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null
  try {
    const path = posix.join(posix.dirname(base), decodeURIComponent(href.replace(/[#?].*$/, '')))
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

async function readOptional(zip: Zip, name: string | null) {
  return name && zip.has(name) ? zip.read(name) : null
}

/** Titles by chapter path, from the EPUB 3 nav document. */
function navTitles(source: string, navPath: string): Map<string, string> {
  const titles = new Map<string, string>()
  const navs = [...source.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav\s*>/gi)]
  const toc = navs.find(([, attributes]) => /type\s*=\s*["'][^"']*\btoc\b/i.test(attributes ?? '')) ?? navs[0]
  for (const [, href, label] of (toc?.[2] ?? '').matchAll(
    /<a\b[^>]*?\bhref\s*=\s*["']([^"']*)["'][^>]*>([\s\S]*?)<\/a\s*>/gi,
  )) {
    const path = resolveHref(navPath, decodeHTML(href ?? ''))
    const title = plain(label ?? '')
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

const firstHeading = (html: string) => {
  const heading = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html)
  return heading ? plain(heading[1] ?? '') : null
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
  const pkg = (parseXml(await zip.read(opfName), opfName).package ?? {}) as Node
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
  const typeOf = (name: string) =>
    items.find((item) => item.path === name)?.type || imageTypes[extname(name).toLowerCase()] || ''

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
      ? navTitles(navSource.toString('utf8'), nav.path)
      : ncxSource && ncx
        ? ncxTitles(parseXml(ncxSource, ncx.path), ncx.path)
        : new Map<string, string>()

  const used = new Set<string>()
  const chapters: BookChapter[] = []
  for (const ref of nodes(spine.itemref)) {
    const item = typeof ref.idref === 'string' ? manifest.get(ref.idref) : undefined
    if (!item || ref.linear === 'no' || !/html/.test(item.type) || !zip.has(item.path)) continue
    const resolveImage: ImageResolver = (src) => {
      const name = resolveHref(item.path, src)
      return name && zip.has(name) && typeOf(name).startsWith('image/') ? name : null
    }
    const source = (await zip.read(item.path)).toString('utf8')
    const html = sanitizeBookHtml(source, resolveImage)
    const images = [...html.matchAll(/src="book-image:([^"]*)"/g)].map(([, name]) => decodeHTML(name ?? ''))
    const hasText = plain(html) !== null
    // A page holding nothing but the cover is the cover, not a chapter.
    if (!hasText && images.every((name) => name === coverItem?.path)) continue
    for (const name of images) used.add(name)
    chapters.push({ index: chapters.length + 1, title: titles.get(item.path) ?? firstHeading(html), html })
  }
  if (chapters.length === 0) throw new Refusal('no readable chapter in the spine', 'no-chapter')

  const images: BookImage[] = []
  for (const name of used) images.push({ name, bytes: await zip.read(name), type: typeOf(name) })
  const description = texts(metadata.description)[0]
  return {
    title: texts(metadata.title)[0] ?? null,
    author: texts(metadata.creator).join(', ') || null,
    description: description ? plain(description) : null,
    language: texts(metadata.language)[0] ?? null,
    subjects: texts(metadata.subject),
    cover:
      coverBytes && coverItem ? { bytes: coverBytes, type: coverItem.type || typeOf(coverItem.path) } : null,
    chapters,
    images,
  }
}
