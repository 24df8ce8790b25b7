import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../../server/db/schema.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

/*
 * A library holds links to files outside it (a secret ComicInfo.xml, mot.json, covers, a chapter, a
 * series): none is read or published, and the report names each with its reason.
 */
let server: TestServer
let library: string
let outside: string
let report: ImportReport

const SECRET = 'Bí mật ngoài thư viện'

beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-library-'))
  outside = mkdtempSync(join(tmpdir(), 'mot-outside-'))
  writeTree(outside, {
    'ComicInfo.xml': `<ComicInfo><Series>${SECRET}</Series><Summary>${SECRET}</Summary></ComicInfo>`,
    'mot.json': JSON.stringify({ title: { vi: SECRET }, description: { vi: SECRET } }),
    'cover.jpg': await page(40),
    'game.json': JSON.stringify({ title: SECRET, url: 'https://games.example/secret' }),
    'Chương 9/01.jpg': await page(41),
    'Chương 8.cbz': await zipOf([{ name: '01.jpg', data: await page(42) }]),
    'Series/Chương 1.cbz': await zipOf([{ name: '01.jpg', data: await page(43) }]),
    'Truyện/01 Một.txt': SECRET,
    '02 Hai.txt': SECRET,
    'Book/cover.jpg': await page(44),
  })
  writeTree(library, {
    'comics/Mèo/Chương 1.cbz': await zipOf([{ name: '01.jpg', data: await page(45) }]),
    'comics/Mèo/Chương 2/01.jpg': await page(46),
    'novels/Đêm/01 Mở đầu.txt': 'Dòng một.',
    'games/co.json': JSON.stringify({ title: 'Cờ', url: 'https://games.example/co', cover: 'co.jpg' }),
  })
  const link = (target: string, path: string) => symlinkSync(join(outside, target), join(library, path))
  link('ComicInfo.xml', 'comics/Mèo/ComicInfo.xml')
  link('mot.json', 'comics/Mèo/mot.json')
  link('cover.jpg', 'comics/Mèo/cover.jpg')
  link('Chương 9', 'comics/Mèo/Chương 9')
  link('Chương 8.cbz', 'comics/Mèo/Chương 8.cbz')
  link('Chương 9/01.jpg', 'comics/Mèo/Chương 2/02.jpg')
  link('Series', 'comics/Liên kết')
  link('cover.jpg', 'novels/Đêm/cover.jpg')
  link('mot.json', 'novels/Đêm/mot.json')
  link('02 Hai.txt', 'novels/Đêm/02 Hai.txt')
  link('Truyện', 'novels/Truyện')
  link('cover.jpg', 'games/co.jpg')
  link('game.json', 'games/secret.json')
  report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

const reasonFor = (path: string) => report.skipped.find((s) => s.path === path)?.reason
const post = async (slug: string) => (await server.db.select().from(posts).where(eq(posts.slug, slug)))[0]

describe('symbolic links in the library', () => {
  it('are never read: nothing from outside is published', async () => {
    const all = await server.db.select().from(posts)
    expect(JSON.stringify(all)).not.toContain(SECRET)
    expect(all.map((p) => p.slug).sort()).toEqual(['dem', 'meo'])
  })

  it('a linked ComicInfo.xml, mot.json or cover: the series imports from its own files', async () => {
    const meo = await post('meo')
    expect(meo?.title).toEqual({ vi: 'Mèo', en: 'Mèo' })
    // The cover is the first page, not the linked picture.
    expect(meo?.feature).not.toMatch(/cover-/)
    expect(reasonFor('comics/Mèo/ComicInfo.xml')).toMatch(/symbolic link/)
    expect(reasonFor('comics/Mèo/mot.json')).toMatch(/symbolic link/)
    expect(reasonFor('comics/Mèo/cover.jpg')).toMatch(/symbolic link/)
  })

  it('a linked chapter folder, archive or page, and a linked series folder, are skipped with why', () => {
    for (const path of [
      'comics/Mèo/Chương 9',
      'comics/Mèo/Chương 8.cbz',
      'comics/Mèo/Chương 2/02.jpg',
      'comics/Liên kết',
    ]) {
      expect(reasonFor(path), path).toMatch(/symbolic link/)
    }
    expect(report.chapters.added).toBe(2 + 1)
  })

  it("a novel's linked cover, mot.json, chapter file and folder are skipped with why", async () => {
    const dem = await post('dem')
    expect(dem?.feature ?? null).toBeNull()
    for (const path of ['novels/Đêm/cover.jpg', 'novels/Đêm/02 Hai.txt', 'novels/Truyện']) {
      expect(reasonFor(path), path).toMatch(/symbolic link/)
    }
    expect(reasonFor('novels/Đêm/mot.json')).toMatch(/mot\.json ignored \(a symbolic link/)
  })

  it("a linked game, or a game's linked cover, is skipped with why", () => {
    expect(reasonFor('games/secret.json')).toMatch(/symbolic link/)
    expect(reasonFor('games/co.json')).toMatch(/symbolic link/)
  })
})
