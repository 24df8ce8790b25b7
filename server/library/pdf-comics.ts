import { createHash } from 'node:crypto'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { basename, extname, join, relative, sep } from 'node:path'
import type { ComicInfo } from './comic-info.ts'
import type { ComicChapterSource, ComicSeries } from './comic-series.ts'
import { FileReads } from './file-reads.ts'
import { fileHash } from './files.ts'
import { drawPages, readPdf } from './pdf.ts'

/** Words of a PDF, as ComicInfo.xml would give them. */
const infoOf = (words: Partial<ComicInfo>): ComicInfo => ({
  genres: [],
  tags: [],
  characters: [],
  rightToLeft: false,
  ...words,
})

/** A PDF among a series' chapters: one chapter, all its pages (read, and checked, when copied). */
export async function pdfChapter(path: string, file: string, reads: FileReads): Promise<ComicChapterSource> {
  const hash = await reads.read(file, 'pdf-hash@1', () => fileHash(file))
  return { path, file, kind: 'pdf', fingerprint: hash.slice(0, 16), info: null }
}

/**
 * A PDF on its own in `comics/`: a series of its own, titled and credited by the PDF's metadata
 * (else its file's name), its chapters the outline's first level (else one chapter of every page).
 * Unchanged since an earlier scan, it is answered from `reads` (file-reads.ts), not read again.
 */
export async function scanPdfComic(
  library: string,
  file: string,
  reads = new FileReads(),
): Promise<ComicSeries> {
  const path = relative(library, file).split(sep).join('/')
  const { book, hash } = await reads.read(file, 'pdf-book@1', async () => ({
    book: await readPdf(file),
    hash: await fileHash(file),
  }))
  const whole = book.chapters.length === 1
  const chapters = book.chapters.map(
    ({ title, from, to }): ComicChapterSource => ({
      // One chapter is the file itself; several are its parts, named by their first page.
      path: whole ? path : `${path}#page-${from}`,
      file,
      kind: 'pdf',
      fingerprint: createHash('sha256').update(`${hash}:${from}-${to}`).digest('hex').slice(0, 16),
      info: title ? infoOf({ title }) : null,
      pages: { from, to },
    }),
  )
  return {
    path,
    folderName: basename(file, extname(file)),
    info: infoOf({ series: book.title ?? undefined, writer: book.author ?? undefined }),
    mot: null,
    cover: null,
    chapters,
    skipped: [],
  }
}

/**
 * A PDF chapter's pages, drawn into `scratch` (removed once they are read). The PDF is read again
 * first: its limits (pages, pixels) hold whatever the scan saw.
 */
export async function* pdfPages(source: ComicChapterSource, scratch: string) {
  const book = await readPdf(source.file)
  const from = source.pages?.from ?? 1
  const to = Math.min(source.pages?.to ?? book.pages, book.pages)
  await mkdir(scratch, { recursive: true })
  try {
    for (const name of await drawPages(source.file, scratch, from, to)) {
      yield { name, bytes: await readFile(join(scratch, name)) }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
