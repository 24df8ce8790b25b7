import { mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLibrary } from '../../../server/library/import.ts'
import { planChapters, type StoredChapter } from '../../../server/library/save.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree } from './fixtures.ts'

let server: TestServer
let library: string

beforeAll(async () => {
  // No public cache: each step reads what the import has just written.
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-library-'))
  writeTree(library, {
    'comics/Mèo Con/Chapter 1/01.jpg': await page(1),
    'comics/Mèo Con/Chapter 2/01.jpg': await page(2),
    'comics/Mèo Con/Chapter 3/01.jpg': await page(3),
  })
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const runImport = () => importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
const api = (path: string) => server.app.inject(`/vi/api/v1${path}`)

/** The chapters the site lists, as number → the picture of its first page. */
async function listed() {
  const detail = (await api('/posts/detail/comic/meo-con/')).json().data
  const list = (await api(`/posts/listchapter/comic/${detail.id}/paged/1/`)).json().data as {
    index: number
  }[]
  const pages = new Map<number, string>()
  for (const { index } of list) {
    const chapter = (await api(`/posts/chapter/comic/${detail.id}/${index}`)).json().data
    pages.set(index, (chapter.content as string[])[0]!.split('?')[0]!)
  }
  return { detail, pages }
}

const pictureOf = async (url: string) => (await server.app.inject(url)).rawPayload

describe('keeping a series in step with its folder', () => {
  it('hides the chapter of a removed file, keeping its number, and shows it again when the file returns', async () => {
    expect((await runImport()).chapters.added).toBe(3)
    const before = await listed()
    expect([...before.pages.keys()]).toEqual([1, 2, 3])

    renameSync(join(library, 'comics/Mèo Con/Chapter 2'), join(library, 'removed-for-a-while'))
    const removed = await runImport()
    expect(removed.chapters).toMatchObject({ added: 0, hidden: 1, unchanged: 2 })
    const after = await listed()
    expect([...after.pages.keys()]).toEqual([1, 3])
    expect(after.detail.episode_total).toBe(2)
    expect((await api(`/posts/chapter/comic/${after.detail.id}/2`)).statusCode).toBe(404)
    // Chapter 3 links straight back to chapter 1.
    const third = (await api(`/posts/chapter/comic/${after.detail.id}/3`)).json().data
    expect(third).toMatchObject({ prev_index: 1, chapter_total: 2 })

    renameSync(join(library, 'removed-for-a-while'), join(library, 'comics/Mèo Con/Chapter 2'))
    const back = await runImport()
    expect(back.chapters).toMatchObject({ added: 0, changed: 1, hidden: 0 })
    const again = await listed()
    expect([...again.pages.keys()]).toEqual([1, 2, 3])
    // Its pages were kept while it was hidden: the same picture at the same address.
    expect(again.pages.get(2)).toBe(before.pages.get(2))
    expect((await pictureOf(again.pages.get(2)!)).equals(await page(2))).toBe(true)
  })

  it('recognises a renamed file as the same chapter, and a new one at the end takes the next number', async () => {
    renameSync(join(library, 'comics/Mèo Con/Chapter 3'), join(library, 'comics/Mèo Con/Chapter 3 (final)'))
    writeTree(library, { 'comics/Mèo Con/Chapter 4/01.jpg': await page(4) })
    const report = await runImport()
    expect(report.chapters).toMatchObject({ added: 1, changed: 1, unchanged: 2, hidden: 0 })
    const { pages } = await listed()
    expect([...pages.keys()]).toEqual([1, 2, 3, 4])
    expect((await pictureOf(pages.get(3)!)).equals(await page(3))).toBe(true)
    expect((await pictureOf(pages.get(4)!)).equals(await page(4))).toBe(true)
  })

  it('keeps the post, its address and its chapters when the series folder is renamed', async () => {
    const { detail } = await listed()
    renameSync(join(library, 'comics/Mèo Con'), join(library, 'comics/Mèo Con (bản đẹp)'))
    const report = await runImport()
    expect(report.posts).toMatchObject({ added: 0, changed: 1, hidden: 0 })
    expect(report.chapters).toMatchObject({ added: 0, hidden: 0 })
    const renamed = await listed()
    expect(renamed.detail.id).toBe(detail.id)
    expect([...renamed.pages.keys()]).toEqual([1, 2, 3, 4])
    renameSync(join(library, 'comics/Mèo Con (bản đẹp)'), join(library, 'comics/Mèo Con'))
    await runImport()
  })

  it('hides every chapter of a series whose folder is gone, and the post stays', async () => {
    renameSync(join(library, 'comics/Mèo Con'), join(library, 'away'))
    const report = await runImport()
    expect(report.posts.hidden).toBe(1)
    expect(report.chapters.hidden).toBe(4)
    const { detail, pages } = await listed()
    expect(detail.slug).toBe('meo-con')
    expect(pages.size).toBe(0)
    renameSync(join(library, 'away'), join(library, 'comics/Mèo Con'))
    const back = await runImport()
    expect(back.chapters).toMatchObject({ changed: 4, hidden: 0 })
    expect([...(await listed()).pages.keys()]).toEqual([1, 2, 3, 4])
  })
})

describe('planChapters', () => {
  const stored = (index: number, name: string, hidden = false): StoredChapter => ({
    id: index * 10,
    index,
    title: { vi: name, en: name },
    content: null,
    libraryPath: `comics/S/${name}`,
    fingerprint: `f-${name}`,
    hiddenAt: hidden ? new Date() : null,
  })
  const found = (name: string, fingerprint = `f-${name}`) => ({ path: `comics/S/${name}`, fingerprint })

  it('moves the chapters after one added between others, and only those', () => {
    const plan = planChapters(
      [stored(1, 'Chapter 1'), stored(2, 'Chapter 2'), stored(3, 'Chapter 3')],
      [found('Chapter 1'), found('Chapter 2'), found('Chapter 2.5'), found('Chapter 3')],
    )
    expect(plan.chapters.map((c) => [c.found.path.slice(9), c.index, c.stored?.index ?? null])).toEqual([
      ['Chapter 1', 1, 1],
      ['Chapter 2', 2, 2],
      ['Chapter 2.5', 3, null],
      ['Chapter 3', 4, 3],
    ])
  })

  it('keeps a hidden chapter in its place among the others', () => {
    const plan = planChapters(
      [stored(1, 'Chapter 1'), stored(2, 'Chapter 2', true), stored(3, 'Chapter 3')],
      [found('Chapter 1'), found('Chapter 3'), found('Chapter 4')],
    )
    expect(plan.chapters.map((c) => c.index)).toEqual([1, 3, 4])
    expect(plan.missing.map((c) => [c.index, c.storedIndex])).toEqual([[2, 2]])
  })

  it('matches a changed file by its path and a moved one by its content', () => {
    const plan = planChapters(
      [stored(1, 'a'), stored(2, 'b')],
      [found('a', 'new content'), found('renamed b', 'f-b')],
    )
    expect(plan.chapters.map((c) => [c.stored?.index, c.same])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(plan.missing).toEqual([])
  })
})

describe('two imports at once', () => {
  it('write each post and chapter once, the later one reporting what it left to the other', async () => {
    writeTree(library, {
      'comics/Hai Lần/Chapter 1/01.jpg': await page(31),
      'comics/Hai Lần/Chapter 2/01.jpg': await page(32),
    })
    const [a, b] = await Promise.all([runImport(), runImport()])
    const added = a.chapters.added + b.chapters.added
    expect(added).toBe(2)
    const detail = (await api('/posts/detail/comic/hai-lan/')).json().data
    const list = (await api(`/posts/listchapter/comic/${detail.id}/paged/1/`)).json().data
    expect(list.map((c: { index: number }) => c.index)).toEqual([1, 2])
    for (const report of [a, b]) {
      for (const skipped of report.skipped) expect(skipped.reason).toMatch(/another import wrote it/)
    }
  })
})
