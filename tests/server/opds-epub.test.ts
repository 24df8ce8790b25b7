import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'
import type { ServerContext } from '../../server/context.ts'
import { chapters as chaptersTable } from '../../server/db/schema.ts'
import { servedChapter } from '../../server/kosync/documents.ts'
import { partialMd5 } from '../../server/kosync/partial-md5.ts'
import { readEpub } from '../../server/library/novels/epub.ts'
import { buildEpub, buildEpubBook, type EpubBook, type EpubChapter } from '../../server/opds/epub.ts'
import { wholePostRefusal } from '../../server/opds/whole-post.ts'
import { WHOLE_NOVEL_TEXT_MAX, WHOLE_POST_CHAPTERS_MAX } from '../../src/contract/limits.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { readerAppMember } from './reader-app-member.ts'

const run = promisify(execFile)

/** A novel's pictures, in a media folder: a PNG map and a drawn (SVG) sketch. */
async function writePictures(mediaDir: string) {
  await mkdir(join(mediaDir, 'library/novels/ban-do'), { recursive: true })
  const picture = sharp({ create: { width: 60, height: 40, channels: 3, background: '#2266aa' } })
  await writeFile(join(mediaDir, 'library/novels/ban-do/map.png'), await picture.png().toBuffer())
  await writeFile(
    join(mediaDir, 'library/novels/ban-do/sketch.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100"/></svg>',
  )
}

let dir: string
let mediaDir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mot-epub-'))
  mediaDir = join(dir, 'media')
  await writePictures(mediaDir)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const html = [
  '<p>Trăm năm trong cõi người ta,<br>Chữ tài chữ mệnh khéo là ghét nhau.</p>',
  '<p>Một&nbsp;dòng có dấu &amp; ký hiệu &lt;lạ&gt; “ngoặc kép”.</p>',
  '<script>alert(1)</script><p onclick="steal()">Không có mã chạy.</p>',
  '<figure><img src="media:library/novels/ban-do/map.png" alt="Bản đồ"><figcaption>Bản đồ</figcaption></figure>',
  '<p><img src="media:library/novels/ban-do/sketch.svg" alt="Phác thảo"></p>',
].join('\n')

const chapter = (content: EpubChapter['content']): EpubChapter => ({
  identifier: 'https://mot.example/vi/novel/ban-do/3',
  book: 'Bản đồ & những con đường',
  title: 'Chương 3: Bến sông',
  language: 'vi',
  authors: ['Nguyễn Du'],
  modified: new Date('2026-11-30T08:15:42.123Z'),
  content,
  pageLabel: (page) => `Trang ${page}`,
})

async function built(content: EpubChapter['content'], name: string) {
  return written(await buildEpub(mediaDir, chapter(content)), name)
}

async function written({ stream, size }: Awaited<ReturnType<typeof buildEpub>>, name: string) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  expect(bytes.length).toBe(size)
  const file = join(dir, name)
  await writeFile(file, bytes)
  return { bytes, file }
}

/** EPUBCheck, the W3C's EPUB conformance checker (Debian's epubcheck, a Java program). */
const EPUBCHECK = '/usr/share/java/epubcheck.jar'

/** EPUBCheck's verdict on a file: its whole report, and whether it ran to the end and found nothing. */
async function epubcheck(file: string) {
  const report = await run('java', ['-jar', EPUBCHECK, file]).then(
    ({ stdout, stderr }) => ({ clean: true, text: `${stdout}\n${stderr}` }),
    (failed: { stdout?: string; stderr?: string; message: string }) => ({
      clean: false,
      text: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}\n${failed.message}`,
    }),
  )
  // Only a report that says it checked and found nothing is a pass: a checker that did not run is not.
  return { ...report, clean: report.clean && report.text.includes('No errors or warnings detected.') }
}

describe('a novel chapter as an EPUB', () => {
  it('passes EPUBCheck: HTML text with its pictures, blocks, and pages', async () => {
    const fromHtml = await built(html, 'html.epub')
    const fromBlocks = await built(
      {
        blocks: [
          { id: 'a', data: { text: '<p>Đoạn một.</p>' } },
          { id: 'b', data: { text: 'Đoạn hai, chưa có thẻ.' } },
        ],
      },
      'blocks.epub',
    )
    const fromPages = await built(
      ['library/novels/ban-do/map.png', 'library/novels/ban-do/sketch.svg'],
      'pages.epub',
    )
    for (const { file } of [fromHtml, fromBlocks, fromPages]) {
      const { clean, text } = await epubcheck(file)
      expect(clean, text).toBe(true)
    }
  }, 240_000)

  it('is the same bytes every time, whatever the files’ dates', async () => {
    const first = await built(html, 'first.epub')
    const later = new Date(Date.now() + 86_400_000)
    await utimes(join(mediaDir, 'library/novels/ban-do/map.png'), later, later)
    const second = await built(html, 'second.epub')
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('reads back in the library’s own EPUB reader as the chapter it was, without its script', async () => {
    const { file } = await built(html, 'read-back.epub')
    const book = await readEpub(file)
    expect(book.title).toBe('Bản đồ & những con đường – Chương 3: Bến sông')
    expect(book.author).toBe('Nguyễn Du')
    expect(book.language).toBe('vi')
    expect(book.chapters).toHaveLength(1)
    const text = book.chapters[0]!.html
    expect(text).toContain('Chữ tài chữ mệnh khéo là ghét nhau.')
    expect(text).toContain('ký hiệu &lt;lạ&gt; “ngoặc kép”')
    expect(text).not.toMatch(/script|onclick|alert/)
    expect(book.images.map((image) => image.name).sort()).toEqual([
      'OEBPS/images/001.png',
      'OEBPS/images/002.jpg',
    ])
  })
})

/** A file of the book, as text. */
function entryOf(epub: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(epub, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry()
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        })
      })
      zip.on('end', () => reject(new Error(`${name} is not in the book`)))
      zip.readEntry()
    })
  })
}

/** A whole short novel of three chapters: HTML, blocks and pages, the map shown in each. */
const book: EpubBook = {
  identifier: 'https://mot.example/vi/novel/ban-do',
  title: 'Bản đồ & những con đường',
  post: 'Bản đồ & những con đường',
  language: 'vi',
  authors: ['Nguyễn Du'],
  modified: new Date('2026-12-01T10:00:00.999Z'),
  chapters: [
    { title: 'Chương 1: Bến sông', content: html },
    {
      title: 'Chương 2',
      content: {
        blocks: [
          {
            id: 'a',
            data: { text: '<p>Lại <img src="media:library/novels/ban-do/map.png" alt="Bản đồ"> nữa.</p>' },
          },
          { id: 'b', data: { text: 'Đoạn hai, chưa có thẻ.' } },
        ],
      },
    },
    {
      title: 'Chương 3: Tranh',
      content: ['library/novels/ban-do/sketch.svg', 'library/novels/ban-do/map.png'],
    },
  ],
  pageLabel: (page) => `Trang ${page}`,
}

describe('a short novel whole, as one EPUB', () => {
  it('passes EPUBCheck, a document a chapter, the pictures they share inside once', async () => {
    const { file } = await written(await buildEpubBook(mediaDir, book), 'whole.epub')
    const { clean, text } = await epubcheck(file)
    expect(clean, text).toBe(true)
    const read = await readEpub(file)
    expect(read.title).toBe('Bản đồ & những con đường')
    expect(read.chapters.map((chapter) => chapter.title)).toEqual([
      'Chương 1: Bến sông',
      'Chương 2',
      'Chương 3: Tranh',
    ])
    expect(read.chapters[1]!.html).toContain('Đoạn hai, chưa có thẻ.')
    expect(read.images.map((image) => image.name).sort()).toEqual([
      'OEBPS/images/001.png',
      'OEBPS/images/002.jpg',
    ])
  }, 240_000)

  it('is the same bytes every time, its date the one given to the second', async () => {
    const first = await written(await buildEpubBook(mediaDir, book), 'whole-1.epub')
    const later = new Date(Date.now() + 2 * 86_400_000)
    await utimes(join(mediaDir, 'library/novels/ban-do/sketch.svg'), later, later)
    const second = await written(await buildEpubBook(mediaDir, book), 'whole-2.epub')
    expect(second.bytes.equals(first.bytes)).toBe(true)
    const opf = await entryOf(first.bytes, 'OEBPS/content.opf')
    expect(opf).toContain('<meta property="dcterms:modified">2026-12-01T10:00:00Z</meta>')
    expect(opf).toContain(
      '<spine><itemref idref="chapter-001"/><itemref idref="chapter-002"/><itemref idref="chapter-003"/></spine>',
    )
  })

  it('is the book of one chapter when it holds one: a chapter’s file is the same as it was', async () => {
    const one = await written(
      await buildEpubBook(mediaDir, {
        ...book,
        identifier: 'https://mot.example/vi/novel/ban-do/3',
        title: 'Bản đồ & những con đường – Chương 3: Bến sông',
        modified: new Date('2026-11-30T08:15:42.123Z'),
        authors: ['Nguyễn Du'],
        chapters: [{ title: 'Chương 3: Bến sông', content: html }],
      }),
      'one.epub',
    )
    expect(one.bytes.equals((await built(html, 'chapter.epub')).bytes)).toBe(true)
  })
})

describe('a short novel downloaded whole', () => {
  let server: TestServer
  let authorization: string
  /**
   * The site's origin as the door sees it: the test server has no PUBLIC_URL, so it is the request's
   * own, and app.inject() asks for localhost.
   */
  const ORIGIN = 'http://localhost'
  /** The post's whole file, asked for at the OPDS door by a member's reader app. */
  const download = (posttype: 'novel' | 'comic', slug: string) =>
    server.app.inject({ url: `/vi/opds/v1.2/${posttype}/post/${slug}/download`, headers: { authorization } })
  beforeAll(async () => {
    server = await createTestServer()
    // The pictures, where the server reads its media.
    await writePictures(server.mediaDir)
    authorization = (await readerAppMember(server, 'doc-truyen@example.com', 'KOReader')).authorization
  }, 60_000)
  afterAll(() => server?.close())

  it('is named by the post’s address, dated by its newest chapter, and left to KOReader’s own sync', async () => {
    const post = await createPost(server.db, { posttype: 'novel', slug: 'ban-do', titleVi: 'Bản đồ' })
    const made = await createChapters(server.db, post.id, 3, (index) => ({
      content: index === 2 ? '<p><img src="media:library/novels/ban-do/map.png" alt="Bản đồ"></p>' : html,
    }))
    const newest = new Date(Date.now() + 60_000)
    await server.db.update(chaptersTable).set({ updatedAt: newest }).where(eq(chaptersTable.id, made[1]!.id))
    const answer = await download('novel', 'ban-do')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('application/epub+zip')
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length))
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Ban do.epub"; filename*=UTF-8''${encodeURIComponent('Bản đồ.epub')}`,
    )
    const opf = await entryOf(answer.rawPayload, 'OEBPS/content.opf')
    expect(opf).toContain(`<dc:identifier id="uid">${ORIGIN}/vi/novel/ban-do</dc:identifier>`)
    expect(opf).toContain(`<meta property="dcterms:modified">${newest.toISOString().slice(0, 19)}Z</meta>`)
    const nav = await entryOf(answer.rawPayload, 'OEBPS/nav.xhtml')
    expect(nav.match(/<li>/g)).toHaveLength(3)
    const file = join(dir, 'served.epub')
    await writeFile(file, answer.rawPayload)
    const { clean, text } = await epubcheck(file)
    expect(clean, text).toBe(true)
    // A place in the whole book is not a place in one chapter: the file is not remembered as one
    // (a remembered file is known by the time its last byte is sent).
    expect(await servedChapter(server.db, [partialMd5(answer.rawPayload)])).toBeUndefined()

    // A novel of one chapter is that chapter's text: remembered as it.
    const short = await createPost(server.db, { posttype: 'novel', slug: 'truyen-ngan' })
    await createChapters(server.db, short.id, 1, () => ({ content: '<p>Một chương.</p>' }))
    const one = await download('novel', 'truyen-ngan')
    expect(one.statusCode, one.body).toBe(200)
    await vi.waitFor(async () =>
      expect(await servedChapter(server.db, [partialMd5(one.rawPayload)])).toEqual({
        postId: short.id,
        index: 1,
        language: 'vi',
      }),
    )
  }, 240_000)

  it('is refused past a short post’s chapters or text', async () => {
    const long = await createPost(server.db, { posttype: 'novel', slug: 'nhieu-chuong' })
    await createChapters(server.db, long.id, WHOLE_POST_CHAPTERS_MAX + 1, () => ({ content: '<p>Ngắn.</p>' }))
    const refused = await download('novel', 'nhieu-chuong')
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({
      status: 'error',
      message: `This post is too long to download whole (more than ${WHOLE_POST_CHAPTERS_MAX} chapters): download its chapters`,
    })
    // One hidden, it is short again.
    const [last] = await server.db
      .select()
      .from(chaptersTable)
      .where(eq(chaptersTable.postId, long.id))
      .orderBy(chaptersTable.index)
      .offset(WHOLE_POST_CHAPTERS_MAX)
    await server.db.update(chaptersTable).set({ hiddenAt: new Date() }).where(eq(chaptersTable.id, last!.id))
    expect((await download('novel', 'nhieu-chuong')).statusCode).toBe(200)

    const wordy = await createPost(server.db, { posttype: 'novel', slug: 'nhieu-chu' })
    const paragraph = `<p>${'Chữ. '.repeat(Math.ceil(WHOLE_NOVEL_TEXT_MAX / 2 / 'Chữ. '.length))}</p>`
    await createChapters(server.db, wordy.id, 2, () => ({ content: paragraph }))
    const ctx = { db: server.db } as unknown as ServerContext
    expect(await wholePostRefusal(ctx, 'vi', wordy.id)).toMatchObject({ refused: 'too-long' })
    const tooMuch = await download('novel', 'nhieu-chu')
    expect(tooMuch.statusCode).toBe(404)
    expect(tooMuch.json().message).toContain('MB of text')

    const none = await createPost(server.db, { posttype: 'novel', slug: 'chua-co-chuong' })
    expect(await wholePostRefusal(ctx, 'vi', none.id)).toMatchObject({ refused: 'no-chapters' })
    expect((await download('comic', 'ban-do')).statusCode).toBe(404)
  }, 120_000)
})
