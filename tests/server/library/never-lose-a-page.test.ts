import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../../server/db/schema.ts'
import { importLibrary } from '../../../server/library/import.ts'
import { FileReaders } from '../../../server/library/reading/readers.ts'
import { rowsOf } from '../../../server/posts/rows.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'
import { encrypted, page, writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let readers: FileReaders
const libraries: string[] = []

beforeAll(async () => {
  server = await createTestServer()
  // One reader for every import of the file: started once, not at each import.
  readers = new FileReaders()
}, 180_000)
afterAll(async () => {
  await readers?.close()
  await server?.close()
  for (const library of libraries) rmSync(library, { recursive: true, force: true })
})

const newLibrary = () => {
  const library = mkdtempSync(join(tmpdir(), 'mot-pages-'))
  libraries.push(library)
  return library
}
const runImport = (library: string) =>
  importLibrary({ db: server.db, mediaDir: server.mediaDir, library, readers })

/** Every media path a stored chapter or post names that is not in the media store. */
async function missingFiles(slug: string) {
  const [post] = await server.db.select().from(posts).where(eq(posts.slug, slug))
  const rows = await server.db.select().from(chapters).where(eq(chapters.postId, post!.id))
  const named = [
    post!.feature,
    ...rows.flatMap((c) => [
      ...(Array.isArray(c.content?.vi) ? c.content.vi : []),
      ...(c.source ?? []).map((s) => s.link),
      ...(c.subtitles ?? []).map((s) => s.link),
    ]),
  ].filter((path): path is string => typeof path === 'string')
  expect(named.length).toBeGreaterThan(0)
  return named.filter((path) => !existsSync(join(server.mediaDir, path)))
}

describe('a refused archive with a good chapter’s fingerprint', () => {
  it('takes no page away, import after import, and is reported in the product’s words', async () => {
    const library = newLibrary()
    const zip = await zipOf([
      { name: '01.jpg', data: await page(1) },
      { name: '02.jpg', data: await page(2) },
    ])
    writeTree(library, {
      'comics/Hai Bản/zip.zip': zip,
      // Password-protected: the same names, sizes and CRC-32s, so the same fingerprint.
      'comics/Hai Bản/zip-encrypted.zip': encrypted(zip),
    })
    const first = await runImport(library)
    expect(first.chapters.added).toBe(1)
    expect(await missingFiles('hai-ban')).toEqual([])
    for (let run = 0; run < 2; run++) {
      const again = await runImport(library)
      expect(again.chapters).toMatchObject({ added: 0, changed: 0, unchanged: 1, hidden: 0 })
      expect(await missingFiles('hai-ban')).toEqual([])
      const reason = again.skipped.find((s) => s.path === 'comics/Hai Bản/zip-encrypted.zip')?.reason
      expect(reason).toMatch(/password/)
      expect(reason).not.toMatch(/options|decodeFileData/)
    }
    const detail = await server.app.inject('/vi/api/v1/posts/detail/comic/hai-ban/')
    const id = detail.json().data.id as number
    const chapter = await server.app.inject(`/vi/api/v1/posts/chapter/comic/${id}/1`)
    for (const link of chapter.json().data.content as string[]) {
      const served = await server.app.inject(link.replace(/^https?:\/\/[^/]+/, ''))
      expect(served.statusCode).toBe(200)
    }
  }, 120_000)
})

describe('what an import removes', () => {
  it('is only what no stored row names, whichever post names it', async () => {
    const library = newLibrary()
    writeTree(library, {
      'comics/Bìa Chung/1.cbz': await zipOf([{ name: '01.jpg', data: await page(3) }]),
      'comics/Bìa Chung/cover.jpg': await page(4),
    })
    await runImport(library)
    const [series] = await server.db.select().from(posts).where(eq(posts.slug, 'bia-chung'))
    const oldCover = series!.feature!
    // Another post shows the series' cover (an admin chose it as its own).
    const [other] = await rowsOf<{ id: number }>(
      server.db,
      sql`insert into posts (slug, posttype, title, description, feature)
          values ('bai-khac', 'comic', '{"vi":"Khác","en":"Other"}', '{"vi":"","en":""}', ${oldCover})
          returning id`,
    )
    writeFileSync(join(library, 'comics/Bìa Chung/cover.jpg'), await page(5))
    await runImport(library)
    const [changed] = await server.db.select().from(posts).where(eq(posts.slug, 'bia-chung'))
    expect(changed!.feature).not.toBe(oldCover)
    expect(existsSync(join(server.mediaDir, changed!.feature!))).toBe(true)
    // Still named by the other post: it stays.
    expect(existsSync(join(server.mediaDir, oldCover))).toBe(true)
    await server.db.update(posts).set({ feature: null }).where(eq(posts.id, other!.id))
    await runImport(library)
    expect(existsSync(join(server.mediaDir, oldCover))).toBe(false)
  }, 120_000)

  it('keeps each episode’s captions when two episodes are the same video', async () => {
    const library = newLibrary()
    const film = join(library, 'films/Hai Tập')
    clip(join(film, 'Tập 1.mp4'), 'h264-aac.mp4')
    writeTree(library, {
      // A copy of the same video: one folder of the media store for both episodes.
      'films/Hai Tập/Tập 2.mp4': readFileSync(join(film, 'Tập 1.mp4')),
      'films/Hai Tập/Tập 1.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nMột\n',
      'films/Hai Tập/Tập 2.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nHai\n',
    })
    const first = await runImport(library)
    expect(first.chapters.added).toBe(2)
    expect(await missingFiles('hai-tap')).toEqual([])
    writeFileSync(join(film, 'Tập 2.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nHai, đã sửa\n')
    await runImport(library)
    expect(await missingFiles('hai-tap')).toEqual([])
  }, 120_000)
})
