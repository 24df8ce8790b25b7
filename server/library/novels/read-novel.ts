import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { readMotJson } from '../mot-json.ts'
import { nfc } from '../names.ts'
import type { FoundChapter } from '../save.ts'
import { chapterTitleWithinLimit } from '../within-limits.ts'
import { type Book, readEpub } from './epub.ts'
import { readPdfNovel } from './pdf-novel.ts'
import { readTextNovel } from './text.ts'

/**
 * One novel of the library: an EPUB (alone, or in a folder with its cover and mot.json), a PDF, or a
 * folder of chapter files.
 */
export interface NovelItem {
  path: string
  name: string
  kind: 'epub' | 'pdf' | 'text'
  /** The EPUB file, or the folder of chapters. */
  file: string
  /** The folder holding cover and mot.json, if the novel has one. */
  folder: string | null
}

export interface NovelChapter extends FoundChapter {
  title: string | null
  html: string
}

const fingerprint = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/**
 * A novel as read from its files, nothing stored yet: its mot.json, its book (an EPUB's) and its
 * chapters, their HTML naming book images by `book-image:` (docs/library.md), and what was passed
 * over, by its path in the library. Runs in the importer's reader (reading/tasks.ts).
 */
export async function readNovel(item: NovelItem) {
  const skipped: { path: string; reason: string }[] = []
  const report = (path: string, reason: string) => skipped.push({ path, reason })
  const { mot, problem } = item.folder ? await readMotJson(join(item.folder, 'mot.json')) : { mot: null }
  if (problem) skipped.push({ path: `${item.path}/mot.json`, reason: problem })
  if (item.kind === 'text') {
    const novel = await readTextNovel(item.file)
    for (const refused of novel.refused)
      skipped.push({ path: `${item.path}/${nfc(refused.file)}`, reason: refused.message })
    const chapters: NovelChapter[] = novel.chapters.map((c) => {
      const path = `${item.path}/${nfc(c.file)}`
      const title = chapterTitleWithinLimit(c.title, path, report)
      return { path, fingerprint: fingerprint(title ?? '', c.html), title, html: c.html }
    })
    return { mot, book: null as Book | null, chapters, skipped }
  }
  const book = item.kind === 'pdf' ? await readPdfNovel(item.file) : await readEpub(item.file)
  for (const refused of book.refused) report(`${item.path}/${refused.document}`, refused.reason)
  const images = new Map(book.images.map((image) => [image.name, image.bytes]))
  const chapters: NovelChapter[] = book.chapters.map((c) => {
    const path = `${item.path}#${String(c.index).padStart(4, '0')}`
    const title = chapterTitleWithinLimit(c.title, path, report)
    // A chapter's content is its text and the images it shows.
    const shown = c.images.map((name) => images.get(name) ?? '')
    return { path, fingerprint: fingerprint(title ?? '', c.html, ...shown), title, html: c.html }
  })
  return { mot, book: book as Book | null, chapters, skipped }
}
