import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../../server/db/schema.ts'
import { isLitter } from '../../../server/library/archive.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { FileReaders } from '../../../server/library/reading/readers.ts'
import { REASON_CHARS } from '../../../server/library/refusal.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

/** Real files no one on the project wrote, beside the project (their sources: SOURCES.md there). */
const corpus = fileURLToPath(new URL('../../../../shared/corpus/library', import.meta.url))

let server: TestServer
let readers: FileReaders
let made: string

beforeAll(async () => {
  server = await createTestServer()
  readers = new FileReaders()
  made = mkdtempSync(join(tmpdir(), 'mot-every-file-'))
}, 180_000)
afterAll(async () => {
  await readers?.close()
  await server?.close()
  rmSync(made, { recursive: true, force: true })
})

/**
 * Every file of a library an operator sees: not hidden, not what other tools leave behind. Named in
 * NFC, as the library stores and reports names, whichever form is on disk.
 */
function filesOf(library: string) {
  return readdirSync(library, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(library, join(e.parentPath, e.name)).split(sep).join('/').normalize('NFC'))
    .filter((path) => !isLitter(path))
}

/** The paths stored posts and chapters were made from (a book's chapters are its file). */
async function importedPaths() {
  const paths = (rows: { path: string | null }[]) => rows.flatMap((r) => (r.path ? [r.path] : []))
  return {
    posts: paths(await server.db.select({ path: posts.libraryPath }).from(posts)),
    chapters: paths(await server.db.select({ path: chapters.libraryPath }).from(chapters)).map((p) =>
      p.replace(/#\d+$/, ''),
    ),
  }
}

/** Files that go with an imported item rather than being one of its chapters. */
const companion = /(^|\/)(mot\.json|ComicInfo\.xml|(cover|poster)\.(jpe?g|png|webp))$/i

/** Checks the report names every file, and each reason is one short line in the product's words. */
async function expectEveryFileAccounted(library: string, report: ImportReport) {
  const imported = await importedPaths()
  const skipped = report.skipped.map((s) => s.path)
  const under = (paths: string[], file: string) => paths.some((p) => p === file || file.startsWith(`${p}/`))
  const silent = filesOf(library).filter(
    (file) =>
      !under(skipped, file) &&
      !under(imported.chapters, file) &&
      !imported.posts.includes(file) &&
      !(companion.test(file) && imported.posts.some((p) => file.startsWith(`${p}/`))),
  )
  expect(silent).toEqual([])
  for (const { path, reason } of report.skipped) {
    expect(reason.length, path).toBeLessThanOrEqual(REASON_CHARS)
    expect(reason, path).not.toMatch(
      /\n|options\.|Failed query|\binsert into\b|\bselect\b.*\bfrom\b|\\x[0-9a-f]{2}/i,
    )
  }
}

describe('the report of a real library', () => {
  it('names every file: imported, or skipped with a short reason', async () => {
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library: corpus, readers })
    expect(report.posts.added).toBeGreaterThan(10)
    await expectEveryFileAccounted(corpus, report)
    // A film folder of captions alone is not dropped in silence (its name may be NFD on disk).
    const reasonOf = (path: string) =>
      report.skipped.find((s) => s.path.normalize('NFC') === path.normalize('NFC'))?.reason
    expect(reasonOf('films/Phim Mười Bít')).toMatch(/no playable episode/)
  }, 900_000)
})

describe('files the library does not read', () => {
  it('each have their line, wherever they lie', async () => {
    writeTree(made, {
      'README.txt': 'the operator’s notes',
      'music/song.mp3': 'not a kind of the library',
      'comics/loose.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
      'comics/Mèo/1.cbz': await zipOf([{ name: '01.jpg', data: await page(2) }]),
      'comics/Mèo/2/01.jpg': await page(3),
      'comics/Mèo/2/notes.txt': 'not a page',
      'comics/Mèo/scan.docx': 'a document',
      // Formats another comic server reads: imported once the library reads them, reported until then.
      'comics/Mèo/3.cb7': '7z\xbc\xaf\x27\x1c',
      'novels/Kiều/01 Mở đầu.txt': 'Trăm năm trong cõi người ta.',
      'novels/Kiều/ghi chú.docx': 'a document',
      'games/notes.md': 'not a game',
      'films/Phim/Tập 2.avi': 'RIFF....AVI ',
      'films/Phim/Tập 2.ass': '[Script Info]',
      'films/Phim/Tập 9.srt': '1\n00:00:01,000 --> 00:00:02,000\nMột\n',
      'films/loose.mp4': 'a video outside a folder',
    })
    clip(join(made, 'films/Phim/Tập 1.mp4'), 'h264-aac.mp4')
    const report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library: made, readers })
    await expectEveryFileAccounted(made, report)
    const reasonOf = (path: string) => report.skipped.find((s) => s.path === path)?.reason
    expect(reasonOf('README.txt')).toMatch(/not in one of the library’s folders/)
    expect(reasonOf('comics/loose.cbz')).toMatch(/not in a folder of its own/)
    expect(reasonOf('comics/Mèo/2/notes.txt')).toMatch(/not a page/)
    expect(reasonOf('comics/Mèo/scan.docx')).toBe('not a format the library reads')
    expect(reasonOf('novels/Kiều/ghi chú.docx')).toBe('not a format the library reads')
    expect(reasonOf('games/notes.md')).toBe('not a format the library reads')
    expect(reasonOf('films/Phim/Tập 9.srt')).toMatch(/no video/)
    expect(reasonOf('films/loose.mp4')).toMatch(/not in a folder of its own/)
    expect(report.chapters.added).toBeGreaterThanOrEqual(4)
  }, 300_000)
})
