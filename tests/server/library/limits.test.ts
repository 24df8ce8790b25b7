import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../../server/db/schema.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { libraryLimits } from '../../../server/library/limits.ts'
import { readEpub } from '../../../server/library/novels/epub.ts'
import { readTextNovel } from '../../../server/library/novels/text.ts'
import { cutText, peopleWithinLimit } from '../../../server/library/within-limits.ts'
import { zipOf as bookZip, expectRefusal } from '../book-files.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

/* What one file may bring (docs/library.md): words cut with a note, chapters and books refused. */

let server: TestServer
let library: string
let report: ImportReport

const MB = 1024 * 1024
const longTitle = 'Mèo'.repeat(300_000)
const names = (n: number) => Array.from({ length: n }, (_, i) => `Thể loại ${i + 1}`).join(', ')

/** An EPUB whose spine lists `listed` (manifest ids, again and again if need be) among `documents`. */
function epub(documents: Record<string, string>, listed: string[]) {
  const items = Object.keys(documents)
    .map((id) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`)
    .join('')
  const spine = listed.map((id) => `<itemref idref="${id}"/>`).join('')
  return bookZip({
    mimetype: 'application/epub+zip',
    'META-INF/container.xml': `<container><rootfiles><rootfile full-path="book.opf"/></rootfiles></container>`,
    'book.opf': `<package version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Sách</dc:title></metadata><manifest>${items}</manifest><spine>${spine}</spine></package>`,
    ...Object.fromEntries(
      Object.entries(documents).map(([id, body]) => [`${id}.xhtml`, `<html><body>${body}</body></html>`]),
    ),
  })
}

/** A paragraph of about `bytes` bytes of words that do not repeat (a zip of one repeated word is a zip bomb). */
const text = (bytes: number) =>
  `<p>${Array.from({ length: Math.floor(bytes / 12) }, () => Math.random().toString(36).slice(2, 13)).join(' ')}</p>`

beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-library-'))
  writeTree(library, {
    // Today a 900 kB title made the home page 3.57 MB.
    'comics/Dài/ComicInfo.xml': `<ComicInfo><Series>${longTitle}</Series><Summary>&lt;p&gt;${'Tóm tắt. '.repeat(3000)}&lt;/p&gt;</Summary><Writer>${longTitle}</Writer><Genre>${names(120)}</Genre></ComicInfo>`,
    'comics/Dài/Chương 1.cbz': await zipOf([
      { name: 'ComicInfo.xml', data: `<ComicInfo><Title>${'Chương dài '.repeat(100)}</Title></ComicInfo>` },
      { name: '01.jpg', data: await page(50) },
    ]),
    // Today a book listing one 8 MB chapter 40 times stored it 40 times.
    'novels/Lặp.epub': await epub({ one: text(MB), big: text(3 * MB), two: '<p>Hai.</p>' }, [
      ...Array.from({ length: 40 }, () => 'one'),
      'big',
      'two',
      'one',
    ]),
    'novels/Truyện/01 Một.txt': 'Một.',
    'novels/Truyện/02 Hai.txt': 'chữ '.repeat(700_000),
    'novels/Truyện/03 Ba.txt': 'Ba.',
  })
  report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const reasonsFor = (path: string) => report.skipped.filter((s) => s.path === path).map((s) => s.reason)
const post = async (libraryPath: string) =>
  (await server.db.select().from(posts).where(eq(posts.libraryPath, libraryPath)))[0]!

describe('what a file may bring', () => {
  it("cuts a title, a description and a credit line to their limits on a character's edge, and says so", async () => {
    const comic = await post('comics/Dài')
    expect(comic.title.vi.length).toBeLessThanOrEqual(300)
    expect(comic.title.vi).toMatch(/^(Mèo)+M?è?…$/)
    expect(comic.description?.vi.length).toBeLessThanOrEqual(10_000)
    expect(comic.description?.vi).toMatch(/^Tóm tắt\. .*…$/)
    expect(comic.author?.length).toBeLessThanOrEqual(300)
    expect(reasonsFor('comics/Dài')).toEqual(
      expect.arrayContaining([
        'title cut to 300 characters (it had 900,000)',
        expect.stringMatching(/^description cut to 10,000 characters/),
        expect.stringMatching(/^author cut to 300 characters/),
        '120 categories: the first 50 are kept',
      ]),
    )
    const [chapter] = await server.db.select().from(chapters).where(eq(chapters.postId, comic.id))
    expect(chapter?.title.vi.length).toBeLessThanOrEqual(300 + 'Chương 1: '.length)
    expect(reasonsFor('comics/Dài/Chương 1.cbz')).toEqual([
      expect.stringMatching(/^chapter title cut to 300 characters/),
    ])
  })

  it('reads each document of a spine once however often it is listed, and leaves out a chapter over 2 MB', async () => {
    const book = await post('novels/Lặp.epub')
    const stored = await server.db
      .select({ bytes: sql<number>`octet_length(${chapters.content}->>'vi')` })
      .from(chapters)
      .where(eq(chapters.postId, book.id))
    expect(stored).toHaveLength(2)
    expect(stored.reduce((sum, c) => sum + Number(c.bytes), 0)).toBeLessThan(2 * MB)
    expect(reasonsFor('novels/Lặp.epub/big.xhtml')).toEqual([
      expect.stringMatching(/more than a chapter's 2097152/),
    ])
    expect(reasonsFor('novels/Lặp.epub/book.opf')).toEqual([
      'its spine lists a document again 40 times: each document is read once',
    ])
  })

  it("leaves out a text novel's chapter over 2 MB and imports the others", async () => {
    const novel = await post('novels/Truyện')
    expect(novel.episodeTotal).toBe(2)
    expect(reasonsFor('novels/Truyện/02 Hai.txt')).toEqual([expect.stringMatching(/more than a chapter's/)])
  })

  it('refuses a spine of more than 5,000 documents', async () => {
    const documents = Object.fromEntries(
      Array.from({ length: libraryLimits.spineDocuments + 1 }, (_, i) => [`c${i}`, `<p>${i}</p>`]),
    )
    const dir = mkdtempSync(join(tmpdir(), 'mot-spine-'))
    try {
      writeTree(dir, { 'many.epub': await epub(documents, Object.keys(documents)) })
      const refusal = await expectRefusal(readEpub(join(dir, 'many.epub')), 'too-large')
      expect(refusal.message).toBe('its spine lists more than 5000 documents')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops a book at 50 MB of text: the chapter that passes it and those after are left out, each with why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mot-book-'))
    try {
      // 27 chapters of 1.9 MB: the 27th passes 50 MB.
      const chapter = 'chữ '.repeat(Math.floor((1.9 * MB) / 6))
      writeTree(
        dir,
        Object.fromEntries(
          Array.from({ length: 28 }, (_, i) => [`Dài/${String(i + 1).padStart(2, '0')}.txt`, chapter]),
        ),
      )
      const novel = await readTextNovel(join(dir, 'Dài'))
      expect(novel.chapters).toHaveLength(26)
      expect(novel.refused.map((r) => [r.file, r.message])).toEqual([
        ['27.txt', "the book's text passes 52428800 bytes here: left out"],
        ['28.txt', "the book's text passes 52428800 bytes before it: left out"],
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses chapter HTML nested deeper than sanitising can afford', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mot-deep-'))
    try {
      writeTree(dir, { 'deep.epub': await epub({ deep: '<b>'.repeat(300), ok: '<p>x</p>' }, ['deep', 'ok']) })
      const book = await readEpub(join(dir, 'deep.epub'))
      expect(book.chapters).toHaveLength(1)
      expect(book.refused).toEqual([
        { document: 'deep.xhtml', reason: 'its HTML nests more than 256 elements deep' },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('cutting words', () => {
  it("never splits a character as a reader sees it ('ệ' as e and two marks)", () => {
    const decomposed = 'ệ'.normalize('NFD')
    expect(decomposed).toHaveLength(3)
    const cut = cutText(decomposed.repeat(10), 8)
    expect(cut).toBe(`${decomposed.repeat(2)}…`)
  })

  it('keeps the first 50 people of a list, each name within a name’s length', () => {
    const notes: string[] = []
    const kept = peopleWithinLimit(
      Array.from({ length: 60 }, (_, i) => `${i}`.padEnd(200, 'x')),
      'actors',
      'films/x',
      (_, reason) => notes.push(reason),
    )
    expect(kept).toHaveLength(50)
    expect(kept.every((name) => name.length <= 120)).toBe(true)
    expect(notes[0]).toBe('60 actors: the first 50 are kept')
  })
})
