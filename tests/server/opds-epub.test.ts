import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEpub } from '../../server/library/novels/epub.ts'
import { buildEpub, type EpubChapter } from '../../server/opds/epub.ts'

const run = promisify(execFile)

let dir: string
let mediaDir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mot-epub-'))
  mediaDir = join(dir, 'media')
  await mkdir(join(mediaDir, 'library/novels/ban-do'), { recursive: true })
  const picture = sharp({ create: { width: 60, height: 40, channels: 3, background: '#2266aa' } })
  await writeFile(join(mediaDir, 'library/novels/ban-do/map.png'), await picture.png().toBuffer())
  await writeFile(
    join(mediaDir, 'library/novels/ban-do/sketch.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100"/></svg>',
  )
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
  const { stream, size } = await buildEpub(mediaDir, chapter(content))
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
