import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfOf } from '../../../scripts/lib/pdf-writer.ts'
import { libraryFileReads } from '../../../server/db/schema.ts'
import { FileReads } from '../../../server/library/file-reads.ts'
import { importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { sevenZipOf } from './archive-fixtures.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

describe('a file read once is read again only when it changes', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mot-file-reads-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers from the earlier read while the file is as it was, and reads a rewritten one', async () => {
    const file = join(dir, 'chapter.cbz')
    writeFileSync(file, 'first')
    let reads = 0
    const read = async () => ++reads

    const first = new FileReads()
    expect(await first.read(file, 'zip@1', read)).toBe(1)
    const again = new FileReads(first.used)
    expect(await again.read(file, 'zip@1', read)).toBe(1)
    expect(reads).toBe(1)

    // Another reading of the same file is not answered by this one's answer.
    expect(await new FileReads(first.used).read(file, 'zip@2', read)).toBe(2)

    // Same size, its old modification time put back (as a copy that keeps times does): still read anew.
    const { atime, mtime } = statSync(file)
    writeFileSync(file, 'other')
    utimesSync(file, atime, mtime)
    expect(await new FileReads(first.used).read(file, 'zip@1', read)).toBe(3)
  })

  it('keeps nothing of a read that failed', async () => {
    const file = join(dir, 'broken.cb7')
    writeFileSync(file, 'x')
    const reads = new FileReads()
    await expect(
      reads.read(file, 'unpacked@1', () => Promise.reject(new Error('not a 7z archive'))),
    ).rejects.toThrow()
    expect(reads.used).toEqual({})
  })
})

describe('an unchanged rescan answers from the stored reads', () => {
  let server: TestServer
  let library: string
  const series = 'comics/Mèo Đi Hia'
  const cb7 = () => join(library, series, 'Chương 2.cb7')
  const ownPdf = () => join(library, 'comics/Một Tệp.pdf')

  const stored = async () =>
    Object.fromEntries((await server.db.select().from(libraryFileReads)).map((r) => [r.file, r]))
  const importAll = (only?: string) =>
    importLibrary({ db: server.db, mediaDir: server.mediaDir, library, only })

  beforeAll(async () => {
    server = await createTestServer()
    library = mkdtempSync(join(tmpdir(), 'mot-file-reads-library-'))
    writeTree(library, {
      [`${series}/Chương 1.cbz`]: await zipOf([{ name: '01.jpg', data: await page(1) }]),
      [`${series}/Chương 2.cb7`]: await sevenZipOf([{ name: '01.jpg', data: await page(2) }]),
      [`${series}/Chương 3.pdf`]: pdfOf({ pages: 2 }),
      'comics/Một Tệp.pdf': pdfOf({ pages: 2, title: 'Một Tệp' }),
    })
    const first = await importAll()
    expect(first.skipped).toEqual([])
    expect(first.chapters.added).toBe(4)
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    rmSync(library, { recursive: true, force: true })
  })

  it('stores what it read in each archive and PDF', async () => {
    const files = Object.keys(await stored()).map((f) => f.slice(library.length + 1))
    expect(files.sort()).toEqual(
      [
        `${series}/Chương 1.cbz`,
        `${series}/Chương 2.cb7`,
        `${series}/Chương 3.pdf`,
        'comics/Một Tệp.pdf',
      ].sort(),
    )
  })

  it('believes the stored read while the file is unchanged, and reads the file once it changes', async () => {
    expect((await importAll()).chapters).toMatchObject({ unchanged: 4, changed: 0, added: 0 })

    // Proof that the rescan did not open the archive: a stored answer that differs from the file's is
    // taken as it is (the chapter looks changed, and is copied again).
    await server.db
      .update(libraryFileReads)
      .set({ value: sql`jsonb_set(${libraryFileReads.value}, '{fingerprint}', '"ffffffffffffffff"')` })
      .where(eq(libraryFileReads.file, cb7()))
    const believed = await importAll()
    expect(believed.chapters.unchanged + believed.chapters.added + believed.chapters.changed).toBe(4)
    expect(believed.chapters.unchanged).toBe(3)

    // The archive rewritten: read again, its true fingerprint back, and the stored read follows.
    const before = (await stored())[cb7()]!.state
    writeFileSync(cb7(), await sevenZipOf([{ name: '01.jpg', data: await page(2) }]))
    const reread = await importAll()
    expect(reread.skipped).toEqual([])
    expect((await stored())[cb7()]!.state).not.toBe(before)
    expect((await stored())[cb7()]!.value).not.toMatchObject({ fingerprint: 'ffffffffffffffff' })
    expect((await importAll()).chapters).toMatchObject({ unchanged: 4, changed: 0, added: 0 })
  })

  it('forgets a file that is gone on a scan of the whole library, not on a scan of one item', async () => {
    rmSync(ownPdf())
    await importAll(series)
    expect(Object.keys(await stored())).toContain(ownPdf())
    await importAll()
    expect(Object.keys(await stored())).not.toContain(ownPdf())
    expect(Object.keys(await stored())).toContain(cb7())
  })
})

describe('a chapter that is a folder of pages is read again only when a page changes', () => {
  let server: TestServer
  let library: string
  const series = 'comics/Mèo Trong Thư Mục'
  const folder = () => join(library, series, 'Chương 1')
  const firstPage = () => join(folder(), '01.jpg')

  const stored = async () =>
    Object.fromEntries((await server.db.select().from(libraryFileReads)).map((r) => [r.file, r]))
  const importAll = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })

  beforeAll(async () => {
    server = await createTestServer()
    library = mkdtempSync(join(tmpdir(), 'mot-folder-reads-'))
    writeTree(library, {
      [`${series}/Chương 1/01.jpg`]: await page(1),
      [`${series}/Chương 1/02.jpg`]: await page(2),
      [`${series}/Chương 2/01.jpg`]: await page(3),
    })
    const first = await importAll()
    expect(first.skipped).toEqual([])
    expect(first.chapters.added).toBe(2)
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    rmSync(library, { recursive: true, force: true })
  })

  it('keeps its fingerprint by its pages’ names, sizes and times, and reads the pages once one is rewritten', async () => {
    expect(Object.keys(await stored())).toEqual(
      expect.arrayContaining([folder(), join(library, series, 'Chương 2')]),
    )
    expect((await importAll()).chapters).toMatchObject({ unchanged: 2, changed: 0, added: 0 })

    // Proof that the rescan read no page: a stored answer that differs from the pages' is taken as it
    // is (the chapter looks changed, and is copied again).
    await server.db
      .update(libraryFileReads)
      .set({ value: sql`'"ffffffffffffffff"'::jsonb` })
      .where(eq(libraryFileReads.file, folder()))
    const believed = await importAll()
    expect(believed.chapters).toMatchObject({ unchanged: 1, changed: 1, added: 0 })

    // A page written again, the same size and its old modification time put back (as a copy that keeps
    // times does): its change time differs, so the pages are read again and the true fingerprint is back.
    const { atime, mtime } = statSync(firstPage())
    writeFileSync(firstPage(), await page(1))
    utimesSync(firstPage(), atime, mtime)
    const reread = await importAll()
    expect(reread.skipped).toEqual([])
    expect((await stored())[folder()]!.value).not.toBe('ffffffffffffffff')
    expect((await importAll()).chapters).toMatchObject({ unchanged: 2, changed: 0, added: 0 })
  })
})
