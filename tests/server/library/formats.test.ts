import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfOf } from '../../../scripts/lib/pdf-writer.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { heicOf, realArchives, realPdf, sevenZipBy7zip, sevenZipOf } from './archive-fixtures.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let library: string
let report: ImportReport

const comicInfo = '<ComicInfo><Series>Chó Mặt Xệ</Series><Writer>Lê Mèo</Writer></ComicInfo>'

beforeAll(async () => {
  server = await createTestServer()
  library = mkdtempSync(join(tmpdir(), 'mot-formats-'))
  const pug = 'comics/Chó Mặt Xệ'
  const avif = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#3a6' } })
    .avif()
    .toBuffer()
  const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  writeTree(library, {
    // 7-Zip's own 7z: pages in natural order, its ComicInfo.xml and cover.jpg (the cover, not a page).
    [`${pug}/Chapter 2.cb7`]: sevenZipBy7zip({
      'ComicInfo.xml': comicInfo,
      'cover.jpg': await page(20),
      'p10.jpg': await page(3),
      'p2.jpg': await page(2),
      'p1.jpg': await page(1),
    }),
    [`${pug}/Chapter 4 escape.cb7`]: await sevenZipOf([{ name: '../evil.jpg', data: await page(5) }]),
    [`${pug}/Chapter 5 link.cbr`]: await sevenZipOf([
      { name: '01.jpg', type: 'symlink', linkname: '/etc/passwd' },
    ]),
    'comics/Ảnh Mới/1.cbz': await zipOf([
      { name: '01.avif', data: avif },
      { name: '02.png', data: tiny },
      { name: '03.heic', data: heicOf(await page(8, 'png')) },
      { name: 'folder.jpg', data: await page(9) },
    ]),
    'comics/Trang PDF/Chương 1.pdf': pdfOf({ pages: 3 }),
    'comics/Truyện Một Tệp.pdf': pdfOf({
      pages: 4,
      title: 'Truyện Tranh Một Tệp',
      author: 'Nguyễn Văn Vẽ',
      outline: [
        { title: 'Mở đầu', page: 2 },
        { title: 'Hồi kết', page: 4 },
      ],
    }),
    'comics/Không Phải PDF.pdf': 'plain text named like a PDF',
    'novels/Tiểu Thuyết Giấy.pdf': pdfOf({
      pages: 3,
      title: 'Tiểu Thuyết In',
      author: 'Hồ Viết',
      outline: [
        { title: 'Phần một', page: 1 },
        { title: 'Phần hai', page: 3 },
      ],
    }),
  })
  // Real RAR files, made by RAR itself: a RAR 4 comic page, and a RAR 5 with no picture at all.
  copyFileSync(realArchives.rar4WithPicture, join(library, `${pug}/Chapter 1.cbr`))
  copyFileSync(realArchives.rar5, join(library, `${pug}/Chapter 3.cbr`))
  copyFileSync(realPdf, join(library, 'comics/Đặc tả MIME.pdf'))
  report = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const api = (path: string) => server.app.inject(`/vi/api/v1${path}`)
const reasonFor = (path: string) => report.skipped.find((s) => s.path === path)?.reason

async function comic(slug: string) {
  const detail = await api(`/posts/detail/comic/${slug}/`)
  expect(detail.statusCode).toBe(200)
  const post = detail.json().data
  const chapters = []
  for (let index = 1; ; index++) {
    const chapter = await api(`/posts/chapter/comic/${post.id}/${index}`)
    if (chapter.statusCode !== 200) break
    chapters.push(chapter.json().data)
  }
  return { post, chapters }
}

/** A page as the media route serves it: the original, its pixels read back. */
async function served(address: string) {
  const response = await server.app.inject(address.split('?')[0]!)
  expect(response.statusCode).toBe(200)
  return sharp(response.rawPayload).metadata()
}

describe('CBR and CB7', () => {
  it('imports a RAR 4 and a 7z chapter, pages in natural order, the archive cover as the cover', async () => {
    const { post, chapters } = await comic('cho-mat-xe')
    expect(post.title).toBe('Chó Mặt Xệ')
    expect(post.author).toBe('Lê Mèo')
    expect(chapters.map((c) => c.content.length)).toEqual([1, 3])
    // The RAR's page is the real pug, 560×350.
    expect(await served(chapters[0].content[0])).toMatchObject({ format: 'jpeg', width: 560, height: 350 })
    // p1, p2, p10: page 1 is the first, not the cover.
    const first = await served(chapters[1].content[0])
    const colour = async (address: string) =>
      (await sharp((await server.app.inject(address.split('?')[0]!)).rawPayload).stats()).channels[0]!.mean
    expect(Math.round(await colour(chapters[1].content[0]))).toBe(
      Math.round((await sharp(await page(1)).stats()).channels[0]!.mean),
    )
    expect(first.width).toBe(60)
    expect(JSON.stringify(post)).toMatch(/cover-[0-9a-f]{12}\.jpg/)
  })

  it('skips a RAR 5 with no picture, an escaping name and a link, each with its reason', () => {
    expect(reasonFor('comics/Chó Mặt Xệ/Chapter 3.cbr')).toBe('no pages')
    expect(reasonFor('comics/Chó Mặt Xệ/Chapter 4 escape.cb7')).toBe(
      "an entry's name escapes the folder (../evil.jpg)",
    )
    expect(reasonFor('comics/Chó Mặt Xệ/Chapter 5 link.cbr')).toBe(
      'a link inside the archive (01.jpg → /etc/passwd): links are not followed',
    )
  })
})

describe('AVIF and HEIC pages, tiny pages and a cover inside an archive', () => {
  it('keeps an AVIF page, a 1×1 page and a HEIC page (as a JPEG), and takes folder.jpg as the cover', async () => {
    const { post, chapters } = await comic('anh-moi')
    expect(reasonFor('comics/Ảnh Mới/1.cbz')).toBeUndefined()
    expect(chapters[0].content).toHaveLength(3)
    expect(chapters[0].content[0]).toMatch(/001\.avif/)
    expect(await served(chapters[0].content[0])).toMatchObject({ width: 40, height: 60 })
    expect(chapters[0].content[2]).toMatch(/003\.jpg/)
    expect(await served(chapters[0].content[2])).toMatchObject({ format: 'jpeg', width: 60, height: 90 })
    expect(JSON.stringify(post)).toMatch(/cover-[0-9a-f]{12}\.jpg/)
    // Both resize at every reading width (AVIF for browsers that take it), the 1×1 one too.
    for (const address of chapters[0].content) {
      for (const accept of ['image/avif', 'image/webp']) {
        const resized = await server.app.inject({
          url: `${address.split('?')[0]}?w=300`,
          headers: { accept },
        })
        expect(resized.statusCode).toBe(200)
      }
    }
  })
})

describe('PDF', () => {
  it('makes a PDF among a series its chapter, its pages drawn at the widest reading width', async () => {
    const { chapters } = await comic('trang-pdf')
    expect(chapters).toHaveLength(1)
    expect(chapters[0].content).toHaveLength(3)
    expect(await served(chapters[0].content[2])).toMatchObject({ format: 'jpeg', width: 1200, height: 1680 })
  })

  it('makes a PDF on its own a series: its metadata the post, its outline the chapters', async () => {
    const { post, chapters } = await comic('truyen-mot-tep')
    expect(post.title).toBe('Truyện Tranh Một Tệp')
    expect(post.author).toBe('Nguyễn Văn Vẽ')
    // The page before the first item belongs to it.
    expect(chapters.map((c) => [c.title, c.content.length])).toEqual([
      ['Mở đầu', 3],
      ['Hồi kết', 1],
    ])
  })

  it('reads a real PDF with its outline as chapters', async () => {
    const { chapters } = await comic('dac-ta-mime')
    expect(chapters.map((c) => [c.title, c.content.length])).toEqual([
      ['1. Introduction', 1],
      ['2. Unified system', 15],
      ['3. Contributors', 1],
    ])
  })

  it('makes a novel that is a PDF a novel of page pictures, its outline the chapters', async () => {
    const detail = (await api('/posts/detail/novel/tieu-thuyet-in/')).json().data
    expect(detail.title).toBe('Tiểu Thuyết In')
    expect(detail.author).toBe('Hồ Viết')
    const chapter = async (index: number) =>
      (await api(`/posts/chapter/novel/${detail.id}/${index}`)).json().data
    const [one, two] = [await chapter(1), await chapter(2)]
    expect([one.title, two.title]).toEqual(['Phần một', 'Phần hai'])
    const sources = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources(one.content)).toHaveLength(2)
    expect(sources(two.content)).toHaveLength(1)
    expect(await served(sources(two.content)[0]!)).toMatchObject({ format: 'jpeg', width: 1200 })
  })

  it('skips a file that is not a PDF, with its reason', () => {
    expect(reasonFor('comics/Không Phải PDF.pdf')).toMatch(/^not a readable PDF \(.+\)$/)
  })

  it('adds nothing on a second run', async () => {
    const again = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
    expect(again.chapters.added).toBe(0)
    expect(again.chapters.changed).toBe(0)
    expect(again.posts.added).toBe(0)
    expect(readFileSync(join(library, 'comics/Trang PDF/Chương 1.pdf')).length).toBeGreaterThan(0)
  })
})
