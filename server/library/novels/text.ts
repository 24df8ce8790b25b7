import { readdir } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { orderBy } from 'natural-orderby'
import { decodeMarkup, decodeText } from '../encoding.ts'
import { readLibraryFile } from '../files.ts'
import { libraryLimits } from '../limits.ts'
import { isMisencoded, MISENCODED, Refusal, type RefusalKind } from '../refusal.ts'
import { markdownToHtml, sanitizeBookHtml, textToHtml, withinChapterLimit } from './chapter-html.ts'

export interface TextChapter {
  /** 1-based position in natural order of the file names (2 before 10). */
  index: number
  /** The number the file name starts with (`01 Mở đầu.txt` → 1), else the index. */
  number: number
  /** The rest of the name (`Mở đầu`); null when the name is only a number. */
  title: string | null
  /** The file's name in the folder: with the folder, the chapter's identity in the library. */
  file: string
  html: string
}

export interface TextNovel {
  title: string
  chapters: TextChapter[]
  /** Chapter files that could not be read, each with its reason; the others are imported. */
  refused: { file: string; reason: RefusalKind | undefined; message: string }[]
}

const toHtml: Record<string, (text: string) => string> = {
  '.txt': textToHtml,
  '.md': markdownToHtml,
  '.markdown': markdownToHtml,
  '.html': (html) => sanitizeBookHtml(html),
  '.htm': (html) => sanitizeBookHtml(html),
  '.xhtml': (html) => sanitizeBookHtml(html),
}

/** `01 Mở đầu`, `01. Mở đầu`, `01 - Mở đầu` → 1, 'Mở đầu'. */
function chapterName(file: string): { number: number | null; title: string | null } {
  const stem = basename(file, extname(file)).normalize('NFC').trim()
  const match = /^(\d+)(?:[\s._-]+(.*))?$/.exec(stem)
  if (!match) return { number: null, title: stem }
  return { number: Number(match[1]), title: match[2]?.trim() || null }
}

async function readChapter(path: string, extension: string): Promise<string> {
  const bytes = await readLibraryFile(path, libraryLimits.chapterFileBytes)
  if (!bytes) throw new Refusal('the file is gone')
  const convert = toHtml[extension] as (text: string) => string
  // HTML may name its encoding (`<meta charset>`); text and Markdown say nothing of theirs.
  const decode = /^\.x?html?$/.test(extension) ? decodeMarkup : decodeText
  return withinChapterLimit(convert(decode(bytes)))
}

/**
 * Reads a novel folder `<Title>/<NN title>.txt|.md|.html`: the title is the folder's name, each chapter
 * file becomes sanitised chapter HTML. Other files (cover, mot.json, hidden files) are left to the
 * importer. Refuses the folder only when no chapter is readable.
 */
export async function readTextNovel(folder: string): Promise<TextNovel> {
  const files = (await readdir(folder, { withFileTypes: true }))
    .filter(
      (entry) => entry.isFile() && !entry.name.startsWith('.') && extname(entry.name).toLowerCase() in toHtml,
    )
    .map((entry) => entry.name)
  const chapters: TextChapter[] = []
  const refused: TextNovel['refused'] = []
  let bookBytes = 0
  for (const file of orderBy(files)) {
    if (bookBytes > libraryLimits.bookTextBytes) {
      // The book stops at the chapter that passed the limit, so it reads on without a hole.
      const message = `the book's text passes ${libraryLimits.bookTextBytes} bytes before it: left out`
      refused.push({ file, reason: 'too-large', message })
      continue
    }
    if (isMisencoded(file)) {
      refused.push({ file, reason: 'unknown-encoding', message: MISENCODED })
      continue
    }
    try {
      const html = await readChapter(join(folder, file), extname(file).toLowerCase())
      if (!html) throw new Refusal('the file has no text', 'no-chapter')
      bookBytes += Buffer.byteLength(html)
      if (bookBytes > libraryLimits.bookTextBytes) {
        throw new Refusal(
          `the book's text passes ${libraryLimits.bookTextBytes} bytes here: left out`,
          'too-large',
        )
      }
      const { number, title } = chapterName(file)
      chapters.push({ index: chapters.length + 1, number: number ?? chapters.length + 1, title, file, html })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      refused.push({ file, reason: error.kind, message: error.message })
    }
  }
  if (chapters.length === 0) throw new Refusal(`no readable chapter in ${basename(folder)}`, 'no-chapter')
  return { title: basename(folder).normalize('NFC'), chapters, refused }
}
