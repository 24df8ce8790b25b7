import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfOf } from '../../../scripts/lib/pdf-writer.ts'
import { importLibrary } from '../../../server/library/import.ts'
import { rowsOf } from '../../../server/posts/rows.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let library: string

/** A page of its own size: a scan, a double spread, a webtoon's long strip. */
const pageOf = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: width % 255, g: 90, b: height % 255 } } })
    [format]()
    .toBuffer()

const sizes = [
  { width: 60, height: 90 },
  { width: 160, height: 90 },
  { width: 40, height: 400 },
]

beforeAll(async () => {
  // Each answer read afresh: the tests change what is stored between two reads.
  server = await createTestServer({ PUBLIC_CACHE_SECONDS: '0' })
  library = mkdtempSync(join(tmpdir(), 'mot-page-sizes-'))
  writeTree(library, {
    'comics/Cỡ Trang/Chapter 1.cbz': await zipOf([
      { name: '01.jpg', data: await pageOf(60, 90) },
      { name: '02.png', data: await pageOf(160, 90, 'png') },
      { name: '03.jpg', data: await pageOf(40, 400) },
    ]),
    'comics/Cỡ Trang/Chapter 2/01.png': await pageOf(70, 100, 'png'),
    // A PDF's pages are drawn as pictures: each one's size is the picture's.
    'comics/Bản In.pdf': pdfOf({
      pages: [
        { width: 300, height: 420 },
        { width: 600, height: 300 },
      ],
    }),
  })
  await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const api = (path: string, lang = 'vi') => server.app.inject(`/${lang}/api/v1${path}`)

async function chapterOf(index: number, lang = 'vi') {
  const detail = await api('/posts/detail/comic/co-trang/', lang)
  expect(detail.statusCode).toBe(200)
  const answer = await api(`/posts/chapter/comic/${detail.json().data.id}/${index}`, lang)
  expect(answer.statusCode).toBe(200)
  return answer.json().data as { content: string[]; page_sizes: { width: number; height: number }[] | null }
}

const postUpdated = async () =>
  (
    await rowsOf<{ updated_at: string }>(
      server.db,
      sql`select updated_at::text from posts where slug = 'co-trang'`,
    )
  )[0]!.updated_at

describe("a comic page's size", () => {
  it("is recorded on import, each page's own in page order, and the chapter's answer gives it", async () => {
    const chapter = await chapterOf(1)
    expect(chapter.content).toHaveLength(3)
    expect(chapter.page_sizes).toEqual(sizes)
    // In either language: a comic's pages are one list for both.
    expect((await chapterOf(1, 'en')).page_sizes).toEqual(sizes)
    expect((await chapterOf(2)).page_sizes).toEqual([{ width: 70, height: 100 }])
  })

  it("is a PDF page's as drawn", async () => {
    const detail = await api('/posts/detail/comic/ban-in/')
    expect(detail.statusCode).toBe(200)
    const chapter = (await api(`/posts/chapter/comic/${detail.json().data.id}/1`)).json().data
    const drawn = await Promise.all(
      chapter.content.map(async (url: string) => {
        const file = await server.app.inject(url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!)
        const { width, height } = await sharp(file.rawPayload).metadata()
        return { width, height }
      }),
    )
    expect(chapter.page_sizes).toEqual(drawn)
    expect(drawn.map((size) => size.width / size.height)).toEqual([300 / 420, 2])
  })

  it('is read for a chapter stored before sizes were recorded, at a rescan, without its post coming up as updated', async () => {
    await server.db.execute(sql`update chapters set page_sizes = null
      where post_id = (select id from posts where slug = 'co-trang')`)
    const updated = await postUpdated()
    // Until then the reader is given no sizes, and lays the pages out as it always did.
    expect((await chapterOf(1)).page_sizes).toBeNull()
    const again = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(again.chapters).toEqual({ added: 0, changed: 0, unchanged: 3, hidden: 0 })
    expect(await postUpdated()).toBe(updated)
    const stored = await rowsOf<{ index: number; page_sizes: unknown }>(
      server.db,
      sql`select c.index, c.page_sizes from chapters c join posts p on p.id = c.post_id
        where p.slug = 'co-trang' order by c.index`,
    )
    expect(stored).toEqual([
      { index: 1, page_sizes: sizes },
      { index: 2, page_sizes: [{ width: 70, height: 100 }] },
    ])
  })

  it('is not given when the sizes stored do not match the pages', async () => {
    await server.db.execute(sql`update chapters set page_sizes = '[{"width": 60, "height": 90}]'
      where index = 1 and post_id = (select id from posts where slug = 'co-trang')`)
    // A page's box of another page's shape would be worse than none: the reader learns them instead.
    expect((await chapterOf(1)).page_sizes).toBeNull()
  })
})
