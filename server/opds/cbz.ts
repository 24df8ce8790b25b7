import { encodeXML } from 'entities'
import yazl from 'yazl'
import type { Language } from '../../src/contract/languages.ts'
import { entry, pictureFiles, sizedZip } from './stable-zip.ts'

/*
 * A comic as a CBZ for reader apps (OPDS acquisition), a chapter or a whole short post, built from
 * what the library stores when asked, and the same bytes every time (stable-zip.ts).
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

/** A whole comic: its chapters, each with its number, heading and pages, in reading order. */
export interface CbzSeries extends Omit<CbzChapter, 'title' | 'number' | 'pages'> {
  chapters: {
    number: number
    /** The chapter's heading as the reader shows it ('Chương 3: …'), its bookmark in ComicInfo. */
    heading: string
    pages: string[]
  }[]
}

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `  <${name}>${encodeXML(String(value))}</${name}>\n`

/** ComicInfo.xml (the Anansi Project's schema, v2.0): apps show these, not file names. */
function comicInfo(
  info: Pick<CbzChapter, 'series' | 'writers' | 'web' | 'language'> & {
    title?: string | null
    number?: number
    pageCount: number
  },
  pages = '',
): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    '<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    tag('Title', info.title) +
    tag('Series', info.series) +
    tag('Number', info.number) +
    tag('Writer', info.writers.join(', ')) +
    tag('Web', info.web) +
    tag('PageCount', info.pageCount) +
    tag('LanguageISO', info.language) +
    pages +
    '</ComicInfo>\n'
  )
}

/** ComicInfo.xml for the chapter. */
export const comicInfoXml = (chapter: CbzChapter) =>
  comicInfo({ ...chapter, pageCount: chapter.pages.length })

/**
 * ComicInfo.xml for a whole comic: the series, no chapter number, every page counted. `<Pages>` marks
 * where each chapter begins, a bookmark with its heading (`Image` counts the pages from 0), for the
 * apps that jump by them; no page is called a cover (the first is chapter 1's, whatever it shows,
 * and apps take it for the cover anyway).
 */
export function seriesComicInfoXml(series: CbzSeries): string {
  let first = 0
  const marks = series.chapters.flatMap(({ heading, pages }) => {
    if (pages.length === 0) return []
    const mark = `    <Page Image="${first}" Bookmark="${encodeXML(heading)}"/>\n`
    first += pages.length
    return [mark]
  })
  return comicInfo(
    { ...series, pageCount: first },
    marks.length === 0 ? '' : `  <Pages>\n${marks.join('')}  </Pages>\n`,
  )
}

/** The archive: ComicInfo.xml, then the pages under their names, in reading order. */
async function cbzOf(mediaDir: string, info: string, pages: { path: string; name: string }[]) {
  const files = await pictureFiles(
    mediaDir,
    pages.map(({ path }) => path),
  )
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from(info), 'ComicInfo.xml', entry)
  files.forEach(({ file, extension }, i) => {
    zip.addFile(file, `${pages[i]!.name}.${extension}`, entry)
  })
  return sizedZip(zip)
}

const numbered = (n: number, of: number) => String(n).padStart(Math.max(3, String(of).length), '0')

/** The chapter's CBZ and its size (stable-zip.ts): ComicInfo.xml, then the pages as 001.jpg, 002.png… */
export const buildCbz = (mediaDir: string, chapter: CbzChapter) =>
  cbzOf(
    mediaDir,
    comicInfoXml(chapter),
    chapter.pages.map((path, i) => ({ path, name: numbered(i + 1, chapter.pages.length) })),
  )

/**
 * A whole comic's CBZ and its size: ComicInfo.xml, then every page in one folder, named by chapter
 * then page (c001-p001.jpg, c001-p002.jpg, … c002-p001.jpg), numbers padded alike so that names sort
 * in reading order, as every comic app orders a CBZ's pages (some read no folders inside one).
 */
export function buildSeriesCbz(mediaDir: string, series: CbzSeries) {
  const lastNumber = Math.max(0, ...series.chapters.map(({ number }) => number))
  const mostPages = Math.max(0, ...series.chapters.map(({ pages }) => pages.length))
  return cbzOf(
    mediaDir,
    seriesComicInfoXml(series),
    series.chapters.flatMap(({ number, pages }) =>
      pages.map((path, i) => ({
        path,
        name: `c${numbered(number, lastNumber)}-p${numbered(i + 1, mostPages)}`,
      })),
    ),
  )
}
