import { encodeXML } from 'entities'
import yazl from 'yazl'
import type { Language } from '../../src/contract/languages.ts'
import { entry, pictureFile, sizedZip } from './stable-zip.ts'

/*
 * A comic chapter as a CBZ for reader apps (OPDS acquisition), built from what the library stores
 * when asked, and the same bytes every time (stable-zip.ts).
 */

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

/** The chapter's CBZ and its size (stable-zip.ts): ComicInfo.xml, then the pages as 001.jpg, 002.png… */
export async function buildCbz(mediaDir: string, chapter: CbzChapter) {
  const files = await Promise.all(chapter.pages.map((path) => pictureFile(mediaDir, path)))
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(comicInfoXml(chapter)), 'ComicInfo.xml', entry)
  const digits = Math.max(3, String(files.length).length)
  files.forEach(({ file, extension }, i) => {
    zip.addFile(file, `${String(i + 1).padStart(digits, '0')}.${extension}`, entry)
  })
  return sizedZip(zip)
}
