import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { encodeXML } from 'entities'
import yazl from 'yazl'
import type { Language } from '../../src/contract/languages.ts'
import { ensureResized } from '../media/resize.ts'

/*
 * A comic chapter as a CBZ for reader apps (OPDS acquisition), built from what the library stores
 * when asked, and the same bytes every time it is asked for: e-readers identify a book by a hash of
 * its file (KOReader's sync does), so nothing in it may depend on the moment it was built. Entries
 * are stored, not compressed (pictures do not shrink), with one fixed date and mode, in one order.
 */

/** Every entry's date: the ZIP format's first (1980-01-01), nothing of when the file was built. */
const FIXED_DATE = new Date(1980, 0, 1, 0, 0, 0)
const FILE_MODE = 0o100644
const entry = { mtime: FIXED_DATE, mode: FILE_MODE, compress: false } as const

/** Pages an e-reader opens as they are; any other picture (SVG, WebP, AVIF, GIF) goes as a JPEG. */
const KEPT_AS_STORED = /\.(jpe?g|png)$/i
/** The width a page is drawn at when it must be converted: a tablet's screen, a little over. */
export const CBZ_PAGE_WIDTH = 1600

export interface CbzChapter {
  /** The post's title, ComicInfo's Series. */
  series: string
  /** The chapter's own title, when it has one beyond its number. */
  title: string | null
  number: number
  writers: string[]
  language: Language
  /** The pages' media paths, in reading order. */
  pages: string[]
  /** The post's address on the site, ComicInfo's Web. */
  web: string
}

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `  <${name}>${encodeXML(String(value))}</${name}>\n`

/** ComicInfo.xml (the Anansi Project's schema, v2.0) for the chapter: apps show these, not file names. */
export function comicInfoXml(chapter: CbzChapter): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    '<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    tag('Title', chapter.title) +
    tag('Series', chapter.series) +
    tag('Number', chapter.number) +
    tag('Writer', chapter.writers.join(', ')) +
    tag('Web', chapter.web) +
    tag('PageCount', chapter.pages.length) +
    tag('LanguageISO', chapter.language) +
    '</ComicInfo>\n'
  )
}

/** A page's file as it goes into the CBZ: the stored one, or its JPEG copy (made once, then kept). */
async function pageFile(mediaDir: string, path: string) {
  const kept = KEPT_AS_STORED.test(path)
  const file = join(mediaDir, kept ? path : await ensureResized(mediaDir, path, CBZ_PAGE_WIDTH, 'jpeg'))
  // Looked for before a byte is sent: a page gone from the media is an error, not a cut download.
  await stat(file)
  return { file, extension: kept ? path.split('.').pop()!.toLowerCase() : 'jpg' }
}

/**
 * The chapter's CBZ as a stream, and its size in bytes (every entry's size is known before a byte is
 * sent, so an app sees its download's progress): ComicInfo.xml, then the pages as 001.jpg, 002.png…
 */
export async function buildCbz(
  mediaDir: string,
  chapter: CbzChapter,
): Promise<{ stream: Readable; size: number }> {
  const files = await Promise.all(chapter.pages.map((path) => pageFile(mediaDir, path)))
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(comicInfoXml(chapter)), 'ComicInfo.xml', entry)
  const digits = Math.max(3, String(files.length).length)
  files.forEach(({ file, extension }, i) => {
    zip.addFile(file, `${String(i + 1).padStart(digits, '0')}.${extension}`, entry)
  })
  // yazl answers the total once it has every entry's size (-1 were one compressed: none is).
  const end = zip.end.bind(zip) as (options: object, sized: (total: number) => void) => void
  const size = await new Promise<number>((resolve) => end({}, resolve))
  return { stream: zip.outputStream as unknown as Readable, size }
}
