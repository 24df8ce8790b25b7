import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drawPages, readPdf } from '../pdf.ts'
import { Refusal } from '../refusal.ts'
import { bookFacts } from './book-facts.ts'
import { BOOK_IMAGE } from './chapter-html.ts'
import { type Book, type BookChapter, type BookImage, bookLimits } from './epub.ts'

/**
 * A novel that is a PDF, read as an EPUB is (a Book): its pages drawn as pictures (pdf.ts), each
 * chapter the pages of one item of the outline's first level (else one chapter of every page), its
 * title and author from the PDF's metadata, its first page its cover. Its pictures together may weigh
 * what an EPUB's may unpack to.
 */
export async function readPdfNovel(file: string): Promise<Book> {
  const pdf = await readPdf(file)
  const scratch = await mkdtemp(join(tmpdir(), 'mot-pdf-'))
  try {
    const images: BookImage[] = []
    const chapters: BookChapter[] = []
    let bytes = 0
    for (const [i, { title, from, to }] of pdf.chapters.entries()) {
      const dir = join(scratch, String(i))
      await mkdir(dir)
      const names: string[] = []
      for (const [k, drawn] of (await drawPages(file, dir, from, to)).entries()) {
        bytes += (await stat(join(dir, drawn))).size
        if (bytes > bookLimits.totalBytes) {
          throw new Refusal(`its pages drawn weigh over ${bookLimits.totalBytes} bytes`, 'too-large')
        }
        const name = `page-${from + k}.jpg`
        images.push({ name, bytes: await readFile(join(dir, drawn)), type: 'image/jpeg' })
        names.push(name)
      }
      // Each page a picture of its own, in the reader's column, named by its number for screen readers.
      const html = names
        .map((name, k) => `<p><img src="${BOOK_IMAGE}${name}" alt="${from + k}"></p>`)
        .join('\n')
      chapters.push({ index: i + 1, title, html, images: names })
    }
    const first = images[0]
    return {
      title: pdf.title,
      author: pdf.author,
      description: null,
      language: null,
      subjects: [],
      // A PDF's metadata names no series, publisher or subjects that the detail page shows.
      facts: bookFacts({}),
      cover: first ? { bytes: first.bytes, type: first.type } : null,
      chapters,
      images,
      refused: [],
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
