import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { writeEpub, writeZip } from '../../scripts/lib/bench-library.ts'
import { copyRealBooks } from './real-books.ts'

/** A page with its number written large, so a test can tell the pages apart. */
const numberedPage = (n: number) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 240, g: 236, b: 228 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="400" height="600"><text x="200" y="320" font-size="120" text-anchor="middle" font-family="sans-serif">${n}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

/**
 * The small library the browser tests import: a comic of one chapter (three pages), an EPUB of two
 * chapters, a few real books (real-books.ts) and a film of two episodes made with ffmpeg: two seconds of H.264/AAC in MP4 with
 * Vietnamese and English captions (played as it is), and two of VP9/Opus in WebM (packaged to HLS by
 * the server in the background).
 */
export async function writeTestLibrary(root: string) {
  const comic = join(root, 'comics', 'Mèo Thư Viện')
  mkdirSync(comic, { recursive: true })
  await writeZip(
    join(comic, 'Chương 1.cbz'),
    await Promise.all([1, 2, 3].map(async (n) => ({ name: `0${n}.jpg`, data: await numberedPage(n) }))),
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
