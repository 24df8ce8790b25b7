import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { decodeXML } from 'entities'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'
import type { ServerContext } from '../../server/context.ts'
import { chapters as chaptersTable } from '../../server/db/schema.ts'
import { servedChapter } from '../../server/kosync/documents.ts'
import { partialMd5 } from '../../server/kosync/partial-md5.ts'
import { parseComicInfo } from '../../server/library/comic-info.ts'
import { buildCbz, buildSeriesCbz, type CbzChapter, type CbzSeries } from '../../server/opds/cbz.ts'
import { ARCHIVE_PICTURE_WIDTH } from '../../server/opds/stable-zip.ts'
import { wholePostRefusal } from '../../server/opds/whole-post.ts'
import { WHOLE_COMIC_PAGES_MAX } from '../../src/contract/limits.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { readerAppMember } from './reader-app-member.ts'

/** A chapter's pages, in a media folder: a JPEG, a PNG and a drawn (SVG) page. */
async function writePages(mediaDir: string) {
  await mkdir(join(mediaDir, 'comics/cuoc-phieu-luu/001'), { recursive: true })
  const page = (format: 'jpeg' | 'png') =>
    sharp({ create: { width: 80, height: 120, channels: 3, background: '#884422' } })
      [format]()
      .toBuffer()
  await writeFile(join(mediaDir, 'comics/cuoc-phieu-luu/001/01.jpg'), await page('jpeg'))
  await writeFile(join(mediaDir, 'comics/cuoc-phieu-luu/001/02.png'), await page('png'))
  await writeFile(
    join(mediaDir, 'comics/cuoc-phieu-luu/001/03.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200"><rect width="800" height="1200" fill="#123"/></svg>',
  )
}

let mediaDir: string
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'mot-cbz-'))
  await writePages(mediaDir)
})
afterAll(() => rm(mediaDir, { recursive: true, force: true }))

const chapter: CbzChapter = {
  series: 'Cuộc phiêu lưu & <bí mật>',
  title: 'Hang động',
  number: 1,
  writers: ['Nguyễn Du', 'Tản Đà'],
  language: 'vi',
  pages: [
    'comics/cuoc-phieu-luu/001/01.jpg',
    'comics/cuoc-phieu-luu/001/02.png',
    'comics/cuoc-phieu-luu/001/03.svg',
  ],
  web: 'https://mot.example/vi/comic/cuoc-phieu-luu',
}

async function built(build = () => buildCbz(mediaDir, chapter)) {
  const { stream, size } = await build()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  return { bytes, size }
}

/** The archive's entries, read back by yauzl, as an app's unzipper would. */
function entriesOf(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => {
        if (error) return reject(error)
        const entries = new Map<string, Buffer>()
        zip.on('entry', (entry: yauzl.Entry) => {
          zip.openReadStream(entry, (failed, stream) => {
            if (failed) return reject(failed)
            const chunks: Buffer[] = []
            stream.on('data', (chunk: Buffer) => chunks.push(chunk))
            stream.on('end', () => {
              entries.set(entry.fileName, Buffer.concat(chunks))
              zip.readEntry()
            })
          })
        })
        zip.on('end', () => resolve(entries))
        zip.on('error', reject)
        zip.readEntry()
      },
    )
  })
}

describe('a comic chapter as a CBZ', () => {
  it('is the same bytes every time, of the size said before it is sent', async () => {
    const first = await built()
    // A file touched since (a rescan, a copy of the library) changes nothing in the archive.
    const later = new Date(Date.now() + 86_400_000)
    await utimes(join(mediaDir, chapter.pages[0]!), later, later)
    const second = await built()
    expect(first.size).toBe(first.bytes.length)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('holds ComicInfo.xml and the pages in order, each a picture an e-reader opens', async () => {
    const entries = await entriesOf((await built()).bytes)
    expect([...entries.keys()]).toEqual(['ComicInfo.xml', '001.jpg', '002.png', '003.jpg'])
    // Read back by the library's own ComicInfo reader, which takes ComicInfo.xml from other tools.
    const info = parseComicInfo(entries.get('ComicInfo.xml')!.toString('utf8'))
    expect(info).toMatchObject({
      series: 'Cuộc phiêu lưu & <bí mật>',
      title: 'Hang động',
      number: '1',
      writer: 'Nguyễn Du, Tản Đà',
      language: 'vi',
      web: 'https://mot.example/vi/comic/cuoc-phieu-luu',
    })
    const formats = await Promise.all(
      ['001.jpg', '002.png', '003.jpg'].map(
        async (name) => (await sharp(entries.get(name)!).metadata()).format,
      ),
    )
    expect(formats).toEqual(['jpeg', 'png', 'jpeg'])
    // A drawn (SVG) page is rasterised at a tablet's width.
    expect((await sharp(entries.get('003.jpg')!).metadata()).width).toBe(ARCHIVE_PICTURE_WIDTH)
  })

  it('refuses before sending a byte when a page is gone from the media', async () => {
    await expect(
      buildCbz(mediaDir, { ...chapter, pages: ['comics/cuoc-phieu-luu/001/99.jpg'] }),
    ).rejects.toThrow(/ENOENT/)
  })
})

/** A whole short comic: chapters 9 and 10 (numbers that sort wrong unpadded), the second of 10 pages. */
const series: CbzSeries = {
  series: 'Cuộc phiêu lưu & <bí mật>',
  writers: ['Nguyễn Du'],
  language: 'vi',
  web: 'https://mot.example/vi/comic/cuoc-phieu-luu',
  chapters: [
    {
      number: 9,
      heading: 'Chương 9: Hang & động',
      pages: ['comics/cuoc-phieu-luu/001/01.jpg', 'comics/cuoc-phieu-luu/001/03.svg'],
    },
    {
      number: 10,
      heading: 'Chương 10',
      pages: [
        ...Array.from({ length: 9 }, () => 'comics/cuoc-phieu-luu/001/02.png'),
        'comics/cuoc-phieu-luu/001/01.jpg',
      ],
    },
  ],
}
const wholeBuilt = () => built(() => buildSeriesCbz(mediaDir, series))

describe('a short comic whole, as one CBZ', () => {
  it('is the same bytes every time, of the size said before it is sent', async () => {
    const first = await wholeBuilt()
    const later = new Date(Date.now() + 2 * 86_400_000)
    await utimes(join(mediaDir, 'comics/cuoc-phieu-luu/001/02.png'), later, later)
    const second = await wholeBuilt()
    expect(first.size).toBe(first.bytes.length)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('holds every page in one folder, named by chapter then page so that names sort in reading order', async () => {
    const entries = await entriesOf((await wholeBuilt()).bytes)
    const names = [...entries.keys()]
    expect(names).toEqual([
      'ComicInfo.xml',
      'c009-p001.jpg',
      'c009-p002.jpg',
      ...Array.from({ length: 9 }, (_, i) => `c010-p00${i + 1}.png`),
      'c010-p010.jpg',
    ])
    const pages = names.slice(1)
    expect([...pages].sort()).toEqual(pages)
    expect((await sharp(entries.get('c009-p002.jpg')!).metadata()).width).toBe(ARCHIVE_PICTURE_WIDTH)
  })

  it('says in ComicInfo.xml the series, no chapter number, every page, and where each chapter begins', async () => {
    const xml = (await entriesOf((await wholeBuilt()).bytes)).get('ComicInfo.xml')!.toString('utf8')
    expect(parseComicInfo(xml)).toMatchObject({
      series: 'Cuộc phiêu lưu & <bí mật>',
      writer: 'Nguyễn Du',
      language: 'vi',
      web: 'https://mot.example/vi/comic/cuoc-phieu-luu',
    })
    expect(parseComicInfo(xml)?.number).toBeUndefined()
    expect(xml).not.toContain('<Title>')
    expect(xml).toContain('<PageCount>12</PageCount>')
    // Read as an XML reader does: the letters beyond ASCII are written as character references.
    expect(decodeXML(xml)).toContain(
      '  <Pages>\n' +
        '    <Page Image="0" Bookmark="Chương 9: Hang & động"/>\n' +
        '    <Page Image="2" Bookmark="Chương 10"/>\n' +
        '  </Pages>\n</ComicInfo>',
    )
  })

  it('refuses before sending a byte when a page of any chapter is gone from the media', async () => {
    const gone = { number: 11, heading: 'Chương 11', pages: ['comics/cuoc-phieu-luu/001/99.jpg'] }
    await expect(
      buildSeriesCbz(mediaDir, { ...series, chapters: [...series.chapters, gone] }),
    ).rejects.toThrow(/ENOENT/)
  })
})

describe('a short comic downloaded whole', () => {
  let server: TestServer
  let authorization: string
  const pages = ['comics/cuoc-phieu-luu/001/01.jpg', 'comics/cuoc-phieu-luu/001/02.png']
  /** The post's whole file, asked for at the OPDS door by a member's reader app. */
  const download = (slug: string) =>
    server.app.inject({ url: `/vi/opds/v1.2/comic/post/${slug}/download`, headers: { authorization } })
  beforeAll(async () => {
    server = await createTestServer()
    // The pages, where the server reads its media.
    await writePages(server.mediaDir)
    authorization = (await readerAppMember(server, 'doc-truyen@example.com', 'Panels')).authorization
  }, 60_000)
  afterAll(() => server?.close())

  it('is every chapter visitors see, in order, named after the post, and known by KOReader as its first chapter', async () => {
    const post = await createPost(server.db, { slug: 'cuoc-phieu-luu', titleVi: 'Cuộc phiêu lưu: “Hang”' })
    const made = await createChapters(server.db, post.id, 3, () => ({ content: pages }))
    // Chapter 2's file left the library: it is not the post's any more.
    await server.db
      .update(chaptersTable)
      .set({ hiddenAt: new Date() })
      .where(eq(chaptersTable.id, made[1]!.id))
    const answer = await download('cuoc-phieu-luu')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('application/vnd.comicbook+zip')
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length))
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Cuoc phieu luu  Hang.cbz"; filename*=UTF-8''${encodeURIComponent('Cuộc phiêu lưu  “Hang”.cbz')}`,
    )
    const entries = await entriesOf(answer.rawPayload)
    expect([...entries.keys()]).toEqual([
      'ComicInfo.xml',
      'c001-p001.jpg',
      'c001-p002.png',
      'c003-p001.jpg',
      'c003-p002.png',
    ])
    expect(entries.get('ComicInfo.xml')!.toString('utf8')).toContain('<PageCount>4</PageCount>')
    // The same bytes for the next download.
    expect((await download('cuoc-phieu-luu')).rawPayload.equals(answer.rawPayload)).toBe(true)
    await vi.waitFor(async () =>
      expect(await servedChapter(server.db, [partialMd5(answer.rawPayload)])).toEqual({
        postId: post.id,
        index: 1,
        language: 'vi',
      }),
    )
  })

  it('is refused when the post is not published, past a short post’s pages, or cut by a missing page', async () => {
    const draft = await createPost(server.db, { slug: 'ban-nhap', status: 'unpublished' })
    await createChapters(server.db, draft.id, 1, () => ({ content: pages }))
    const hidden = await download('ban-nhap')
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toEqual({ status: 'error', message: 'Post not found' })

    const half = WHOLE_COMIC_PAGES_MAX / 2
    const long = await createPost(server.db, { slug: 'dai-qua' })
    // Chapters of pages that are never read: the post is measured before any is.
    await createChapters(server.db, long.id, 3, () => ({
      content: Array.from({ length: half }, (_, i) => `comics/dai-qua/${i}.jpg`),
    }))
    const ctx = { db: server.db } as unknown as ServerContext
    expect(await wholePostRefusal(ctx, 'vi', long.id)).toMatchObject({ refused: 'too-long' })
    const refused = await download('dai-qua')
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toContain(`more than ${WHOLE_COMIC_PAGES_MAX} pages`)
    // Exactly at the limit, it is short.
    const [, , third] = await server.db
      .select()
      .from(chaptersTable)
      .where(eq(chaptersTable.postId, long.id))
      .orderBy(chaptersTable.index)
    await server.db.update(chaptersTable).set({ hiddenAt: new Date() }).where(eq(chaptersTable.id, third!.id))
    expect(await wholePostRefusal(ctx, 'vi', long.id)).toBeUndefined()

    const cut = await createPost(server.db, { slug: 'thieu-trang' })
    await createChapters(server.db, cut.id, 2, (index) => ({
      content: index === 1 ? pages : ['comics/cuoc-phieu-luu/001/99.jpg'],
    }))
    const missing = await download('thieu-trang')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'error', message: 'A picture of this post is missing' })
  })
})
