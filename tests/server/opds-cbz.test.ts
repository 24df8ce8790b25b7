import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { parseComicInfo } from '../../server/library/comic-info.ts'
import { buildCbz, type CbzChapter } from '../../server/opds/cbz.ts'
import { ARCHIVE_PICTURE_WIDTH } from '../../server/opds/stable-zip.ts'

let mediaDir: string
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'mot-cbz-'))
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

async function built() {
  const { stream, size } = await buildCbz(mediaDir, chapter)
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
