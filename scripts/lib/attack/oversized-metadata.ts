import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import yazl from 'yazl'
import { type LocalServer, startServer, tempDataDir, waitFor } from '../local-server.ts'
import type { AttackRow } from './report.ts'

/** What the library's limits promise (docs/library.md, What a file may bring). */
export const ANSWER_MAX_BYTES = 200 * 1024
export const TITLE_MAX = 300
export const CHAPTER_MAX_BYTES = 2 * 1024 * 1024

const MB = 1024 * 1024
const COMIC = 'tieu-de-dai'
const BOOK = 'sach-lap'

async function zip(entries: Record<string, string | Buffer>) {
  const file = new yazl.ZipFile()
  for (const [name, data] of Object.entries(entries)) {
    file.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { compress: name !== 'mimetype' })
  }
  file.end()
  return buffer(file.outputStream)
}

/** Words that do not repeat, so the chapter compresses like text, not like a zip bomb. */
const words = (bytes: number) =>
  Array.from({ length: Math.floor(bytes / 12) }, () => Math.random().toString(36).slice(2, 13)).join(' ')

/**
 * The two files that filled the site before the limits: a comic whose ComicInfo.xml has a 900 kB
 * title (the home page grew to 3.57 MB), and an EPUB listing one 8 MB chapter 40 times (654 MB in
 * PostgreSQL), here with a second chapter of 1 MB listed 40 times too, which is kept, once.
 */
async function hostileLibrary(library: string) {
  const series = join(library, 'comics', 'Tiêu Đề Dài')
  mkdirSync(series, { recursive: true })
  mkdirSync(join(library, 'novels'), { recursive: true })
  writeFileSync(
    join(series, 'ComicInfo.xml'),
    `<ComicInfo><Series>${'Mèo'.repeat(300_000)}</Series></ComicInfo>`,
  )
  const page = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#345' } })
    .jpeg()
    .toBuffer()
  writeFileSync(join(series, 'Chương 1.cbz'), await zip({ '01.jpg': page }))
  const listed = (id: string, times: number) => `<itemref idref="${id}"/>`.repeat(times)
  writeFileSync(
    join(library, 'novels', 'Lặp.epub'),
    await zip({
      mimetype: 'application/epub+zip',
      'META-INF/container.xml':
        '<container><rootfiles><rootfile full-path="book.opf"/></rootfiles></container>',
      'book.opf': `<package version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Sách Lặp</dc:title></metadata>
<manifest><item id="big" href="big.xhtml" media-type="application/xhtml+xml"/><item id="one" href="one.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine>${listed('big', 40)}${listed('one', 40)}</spine></package>`,
      'big.xhtml': `<html><body><p>${words(8 * MB)}</p></body></html>`,
      'one.xhtml': `<html><body><p>${words(MB)}</p></body></html>`,
    }),
  )
}

/**
 * Starts a server of its own whose LIBRARY_DIR holds the hostile files, waits for its first scan,
 * then reads what a visitor would: the answers showing the comic, and the book's chapters.
 */
export async function oversizedMetadata(
  appDir: string,
  timeLimitMs = 240_000,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const data = tempDataDir('oversized')
  let server: LocalServer | undefined
  let requests = 0
  const get = async (base: string, path: string) => {
    requests++
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) })
    const body = await res.text()
    return { status: res.status, bytes: Buffer.byteLength(body), body }
  }
  try {
    const library = join(data.dir, 'library')
    await hostileLibrary(library)
    server = await startServer({
      dataDir: join(data.dir, 'data'),
      quiet: true,
      env: {
        APP_DIR: appDir,
        SEED_DEMO: 'false',
        LIBRARY_DIR: library,
        DATABASE_URL: undefined,
        MEDIA_DIR: undefined,
      },
    })
    const base = server.url
    const api = (path: string) => get(base, `/vi/api/v1${path}`)
    // The first scan has read both once the book's post answers (the comics come first).
    await waitFor(
      'the library imported',
      async () => (await api(`/posts/detail/novel/${BOOK}/`)).status === 200,
      timeLimitMs,
    )
    const comic = JSON.parse((await api(`/posts/detail/comic/${COMIC}/`)).body).data
    const book = JSON.parse((await api(`/posts/detail/novel/${BOOK}/`)).body).data
    const chapterBytes: number[] = []
    for (let index = 1; index <= book.episode_total; index++) {
      chapterBytes.push((await api(`/posts/chapter/novel/${book.id}/${index}`)).bytes)
    }
    // Every answer that shows the comic's title: the home page (its API answer and, when built, the page), the list, the post.
    const answers = {
      home: await api('/home/index/'),
      'home page': await get(base, '/vi/'),
      list: await api('/posts/lists/comic/'),
      post: await api(`/posts/detail/comic/${COMIC}/`),
    }
    const largest = Math.max(...Object.values(answers).map((a) => a.bytes))
    const titleLength = comic.title.length as number
    const held =
      largest < ANSWER_MAX_BYTES &&
      titleLength <= TITLE_MAX &&
      book.episode_total === 1 &&
      chapterBytes.every((bytes) => bytes < CHAPTER_MAX_BYTES)
    const sizes = Object.entries(answers).map(([name, a]) => `${name} ${(a.bytes / 1024).toFixed(1)} kB`)
    return {
      requests,
      happened:
        `${sizes.join(', ')}; stored title ${titleLength} characters; the book has ${book.episode_total} ` +
        `chapter(s) of ${chapterBytes.map((b) => `${(b / 1024).toFixed(0)} kB`).join(', ')}`,
      result: held ? 'pass' : 'fail',
    }
  } finally {
    await server?.stop()
    data.remove()
  }
}
