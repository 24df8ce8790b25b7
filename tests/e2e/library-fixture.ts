import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { writeEpub, writeZip } from '../../scripts/lib/bench-library.ts'
import { copyRealBooks } from './real-books.ts'

/** A page with its number written large, so a test can tell the pages apart; 400x600 unless told. */
const numberedPage = (n: number, width = 400, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 236, b: 228 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><text x="${width / 2}" y="${height / 2 + 20}" font-size="120" text-anchor="middle" font-family="sans-serif">${n}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

/** The imported comic's pages, of three shapes: a page, a double spread, a webtoon's tall strip. */
export const importedComicPages = [
  { width: 400, height: 600 },
  { width: 800, height: 600 },
  { width: 400, height: 1000 },
]

/**
 * The small library the browser tests import: a comic of one chapter (three pages, each of its own
 * shape), an EPUB of two
 * chapters, a few real books (real-books.ts) and a film of two episodes made with ffmpeg: two seconds of H.264/AAC in MP4 with
 * Vietnamese and English captions (played as it is), and two of VP9/Opus in WebM (packaged to HLS by
 * the server in the background).
 */
export async function writeTestLibrary(root: string) {
  const comic = join(root, 'comics', 'Mèo Thư Viện')
  mkdirSync(comic, { recursive: true })
  await writeZip(
    join(comic, 'Chương 1.cbz'),
    await Promise.all(
      importedComicPages.map(async ({ width, height }, i) => ({
        name: `0${i + 1}.jpg`,
        data: await numberedPage(i + 1, width, height),
      })),
    ),
  )
  mkdirSync(join(root, 'novels'), { recursive: true })
  await writeEpub(join(root, 'novels', 'Sách Nhỏ.epub'), 'Sách Nhỏ', 2, await numberedPage(0))
  copyRealBooks(join(root, 'novels'))
  const film = join(root, 'films', 'Phim Ngắn')
  mkdirSync(film, { recursive: true })
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart'],
    join(film, 'Tập 1.mp4'),
  ])
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24', '-f', 'lavfi', '-i', 'sine=frequency=330'],
    ...['-t', '2', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'],
    join(film, 'Tập 2.webm'),
  ])
  const cue = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`
  writeFileSync(join(film, 'Tập 1.vi.vtt'), cue('Xin chào thư viện'))
  writeFileSync(join(film, 'Tập 1.en.vtt'), cue('Hello library'))
}
