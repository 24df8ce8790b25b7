import { createHash, randomBytes } from 'node:crypto'
import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { decodeText } from '../encoding.ts'
import { hashOf, writeWhole } from '../media.ts'
import { Refusal } from '../refusal.ts'
import { subStationToWebVtt, toWebVtt } from './subtitles.ts'

/*
 * A film's files live in the media store under `library/films/<slug>/<fingerprint>/`: `video.mp4`, or
 * `hls/master.m3u8` once packaged, and its captions beside them; its poster is
 * `library/films/<slug>/cover-<hash>.jpg`. Named by content, like the comics' pages.
 */

// Reading a whole film to name it would take minutes: its size, start and end tell it apart.
const sampleBytes = 1024 * 1024

/** A video's fingerprint from its size and its first and last megabyte. */
export async function videoFingerprint(file: string) {
  const handle = await open(file)
  try {
    const { size } = await handle.stat()
    const hash = createHash('sha256').update(String(size))
    const buffer = Buffer.alloc(Math.min(sampleBytes, size))
    for (const at of [0, Math.max(0, size - buffer.length)]) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, at)
      hash.update(buffer.subarray(0, bytesRead))
    }
    return hash.digest('hex').slice(0, 16)
  } finally {
    await handle.close()
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Copies a video that plays as it is into the store, once: through a hidden temporary name (the
 * media route serves no name starting with a dot), so a half-copied file is never served.
 */
export async function storeVideo(mediaDir: string, folder: string, file: string) {
  const path = `${folder}/video.mp4`
  if (await exists(join(mediaDir, path))) return path
  await mkdir(join(mediaDir, folder), { recursive: true })
  const temporary = join(mediaDir, folder, `.video-${randomBytes(6).toString('hex')}`)
  try {
    await copyFile(file, temporary)
    await rename(temporary, join(mediaDir, path))
  } finally {
    await rm(temporary, { force: true })
  }
  return path
}

// A subtitle file is text; one this large is not.
const subtitleBytes = 5 * 1024 * 1024

/**
 * An episode's .srt, .vtt, .ass or .ssa, in whatever encoding it was written (encoding.ts), as WebVTT
 * in the store (`vi-<hash>.vtt`); refused when it has no cue.
 */
export async function storeSubtitle(mediaDir: string, folder: string, file: string, language: string) {
  if ((await stat(file)).size > subtitleBytes) throw new Refusal('too large for a subtitle file', 'too-large')
  const text = decodeText(await readFile(file))
  const vtt = /\.(ass|ssa)$/i.test(file) ? await subStationToWebVtt(text) : toWebVtt(text)
  if (vtt === null) throw new Refusal('no subtitle cue in it')
  const path = `${folder}/${language}-${hashOf(vtt)}.vtt`
  if (!(await exists(join(mediaDir, path)))) {
    await mkdir(join(mediaDir, folder), { recursive: true })
    await writeWhole(mediaDir, path, vtt)
  }
  return path
}
