import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { decodeXML } from 'entities'
import { IMAGE_WIDTHS } from '../../src/contract/image-sizes.ts'
import { archiveLimits } from './archive.ts'
import { pixelLimit } from './images.ts'
import { Refusal } from './refusal.ts'

/**
 * PDFs, read by poppler (Debian's poppler-utils), in processes of their own with a time limit each:
 * `pdfinfo` for the metadata and each page's size, `pdftohtml -xml` for the outline, `pdftoppm` to
 * draw the pages. A PDF's pages become pictures once, at the widest reading width, and are then served
 * and resized like any comic page.
 */
export const pdfName = /\.pdf$/i

const run = promisify(execFile)

/** What one PDF may take: as many pages as an archive may hold entries, each drawn within the time. */
export const pdfLimits = {
  pages: archiveLimits.entries,
  /** A page is drawn this wide (the widest width the media server makes), its height as it falls. */
  width: Math.max(...IMAGE_WIDTHS),
  pixels: pixelLimit,
  seconds: 120,
}
export type PdfLimits = typeof pdfLimits

export interface PdfChapter {
  title: string | null
  /** Its first and last page, from 1. */
  from: number
  to: number
}

export interface PdfBook {
  title: string | null
  author: string | null
  pages: number
  /** The outline's first level, as chapters; one untitled chapter when it has none. */
  chapters: PdfChapter[]
}

async function poppler(tool: string, args: string[], seconds: number) {
  try {
    const { stdout } = await run(tool, args, {
      timeout: seconds * 1000,
      killSignal: 'SIGKILL',
      maxBuffer: 16 * 1024 * 1024,
      encoding: 'utf8',
    })
    return stdout
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { killed?: boolean; stderr?: string }
    if (e.code === 'ENOENT')
      throw new Error(`reading a PDF needs ${tool} (poppler-utils), which is not installed`)
    if (e.killed)
      throw new Refusal(`took longer than ${seconds} s to read (at most ${seconds} s a PDF)`, 'too-slow')
    const line = (e.stderr ?? '').split('\n').find((l) => l.trim()) ?? e.message
    throw new Refusal(`not a readable PDF (${line.slice(0, 200)})`, 'corrupt-archive')
  }
}

const field = (info: string, name: string) =>
  info.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'm'))?.[1]?.trim() || null

/**
 * A PDF's title, author, pages and chapters. Refused: one poppler cannot read, one with more pages
 * than a comic has, or a page that would be drawn over the pixel limit.
 */
export async function readPdf(file: string, limits: PdfLimits = pdfLimits): Promise<PdfBook> {
  const info = await poppler('pdfinfo', ['-enc', 'UTF-8', '--', file], limits.seconds)
  const pages = Number(field(info, 'Pages'))
  if (!Number.isInteger(pages) || pages < 1) throw new Refusal('a PDF with no pages')
  if (pages > limits.pages)
    throw new Refusal(`a PDF of ${pages} pages (at most ${limits.pages})`, 'too-large')
  const sizes = await poppler('pdfinfo', ['-f', '1', '-l', String(pages), '--', file], limits.seconds)
  for (const [, page, width, height] of sizes.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/gm)) {
    // The long side over the short one, whichever way up: a page turned a quarter (`/Rotate`) is drawn
    // at the width its height had.
    const [long, short] = [Number(height), Number(width)].sort((a, b) => b - a) as [number, number]
    const drawn = limits.width * Math.ceil((limits.width * long) / Math.max(1, short))
    if (drawn > limits.pixels) {
      throw new Refusal(
        `page ${page} is over the pixel limit (${drawn} pixels drawn, at most ${limits.pixels})`,
      )
    }
  }
  return {
    title: field(info, 'Title'),
    author: field(info, 'Author'),
    pages,
    chapters: chaptersOf(await outline(file, limits.seconds), pages),
  }
}

/** The outline's first level: each item's title and page (poppler's XML, its nested levels left out). */
async function outline(file: string, seconds: number) {
  const xml = await poppler(
    'pdftohtml',
    ['-xml', '-i', '-q', '-stdout', '-f', '1', '-l', '1', '--', file],
    seconds,
  )
  const start = xml.indexOf('<outline>')
  if (start === -1) return []
  const items: { title: string; page: number }[] = []
  let depth = 0
  for (const [tag, page, title] of xml
    .slice(start)
    .matchAll(/<\/?outline>|<item page="(\d+)">([^<]*)<\/item>/g)) {
    if (tag === '<outline>') depth++
    else if (tag === '</outline>') depth--
    else if (depth === 1) items.push({ title: decodeXML(title ?? '').trim(), page: Number(page) })
  }
  return items
}

/**
 * Chapters from the outline's items: each from its page to the page before the next; pages before the
 * first belong to it (a cover, a title page). Items of one page, or out of order, make one chapter.
 */
export function chaptersOf(items: { title: string; page: number }[], pages: number): PdfChapter[] {
  const starts: { title: string; page: number }[] = []
  for (const item of items.filter((i) => i.page >= 1 && i.page <= pages)) {
    const last = starts.at(-1)
    if (!last || item.page > last.page) starts.push(item)
  }
  if (starts.length === 0) return [{ title: null, from: 1, to: pages }]
  return starts.map((item, i) => ({
    title: item.title || null,
    from: i === 0 ? 1 : item.page,
    to: (starts[i + 1]?.page ?? pages + 1) - 1,
  }))
}

/**
 * Draws pages `from`..`to` of a PDF as JPEGs into `dir` (an empty folder of the caller's), at the
 * limits' width; returns their file names in page order.
 */
export async function drawPages(file: string, dir: string, from: number, to: number, limits = pdfLimits) {
  await poppler(
    'pdftoppm',
    [
      ...['-f', String(from), '-l', String(to), '-scale-to-x', String(limits.width), '-scale-to-y', '-1'],
      ...['-jpeg', '-jpegopt', 'quality=88', '--', file, join(dir, 'page')],
    ],
    limits.seconds,
  )
  // pdftoppm numbers them page-01.jpg… with as many digits as the last page needs.
  const drawn = (await readdir(dir)).filter((name) => /^page-\d+\.jpg$/.test(name))
  return drawn.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
}
