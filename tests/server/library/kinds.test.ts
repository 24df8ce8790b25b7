import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryKind } from '../../../server/library/kind.ts'
import { hashOf } from '../../../server/library/media.ts'
import { FileReaders } from '../../../server/library/reading/readers.ts'
import { type ImportOptions, ImportRun } from '../../../server/library/run.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { writeTree } from './fixtures.ts'

/**
 * A kind of the test's own, as a new one would be written: each folder of `novels/` a post, each
 * `.txt` file in it a chapter. It declares how items are found, read and described, nothing more.
 */
const notebooks = libraryKind({
  folder: 'novels',
  posttype: 'novel',
  async find(run) {
    const root = join(run.options.library, 'novels')
    return readdirSync(root).map((name) => ({ path: `novels/${name}`, dir: join(root, name) }))
  },
  progress: (item: { path: string; dir: string }) => [item.path],
  async read(_run, item) {
    const names = readdirSync(item.dir).filter((name) => name.endsWith('.txt'))
    const chapters = names.sort().map((name) => {
      const text = readFileSync(join(item.dir, name), 'utf8')
      return { path: `${item.path}/${name}`, fingerprint: hashOf(text), text }
    })
    return { name: basename(item.dir), chapters }
  },
  async describe({ read }) {
    return {
      values: {
        title: { vi: read.name, en: read.name },
        description: { vi: '', en: '' },
        feature: null,
        author: null,
        releaseYear: null,
      },
      chapter: ({ found, index }) => ({
        title: { vi: `Chương ${index}`, en: `Chapter ${index}` },
        content: { vi: found.text, en: found.text },
      }),
      categories: [],
    }
  },
})

describe('a kind is a module: the import does the rest', () => {
  let server: TestServer
  let library: string
  let readers: FileReaders
  const book = 'novels/Sổ Tay'

  /** One run of the test's kind alone, as import.ts walks every kind. */
  async function importNotebooks() {
    const progress: string[] = []
    const options: ImportOptions = {
      db: server.db,
      mediaDir: server.mediaDir,
      library,
      onProgress: (_done, _total, current) => progress.push(current),
    }
    const run = new ImportRun(options, readers)
    for (const item of await notebooks.find(run)) await run.each(item.path, item.import)
    return { report: run.report, progress }
  }

  beforeAll(async () => {
    server = await createTestServer()
    readers = new FileReaders()
    library = mkdtempSync(join(tmpdir(), 'mot-kinds-'))
    writeTree(library, {
      [`${book}/01.txt`]: 'Một',
      [`${book}/02.txt`]: 'Hai',
    })
  })

  afterAll(async () => {
    await readers?.close()
    await server?.close()
    rmSync(library, { recursive: true, force: true })
  })

  it('claims, plans, saves and counts its items, and recognises them the next time', async () => {
    const first = await importNotebooks()
    expect(first.report.skipped).toEqual([])
    expect(first.report.posts).toMatchObject({ added: 1 })
    expect(first.report.chapters).toMatchObject({ added: 2 })
    expect(first.progress).toEqual([book])

    const again = await importNotebooks()
    expect(again.report.posts).toMatchObject({ added: 0, changed: 0, unchanged: 1 })
    expect(again.report.chapters).toMatchObject({ added: 0, changed: 0, unchanged: 2 })
  })

  it('hides a chapter whose file is gone, and brings it back in place when it returns', async () => {
    rmSync(join(library, book, '02.txt'))
    expect((await importNotebooks()).report.chapters).toMatchObject({ unchanged: 1, hidden: 1 })

    writeTree(library, { [`${book}/02.txt`]: 'Hai' })
    const back = await importNotebooks()
    expect(back.report.chapters.added).toBe(0)
    expect(back.report.chapters.unchanged + back.report.chapters.changed).toBe(2)
  })
})
