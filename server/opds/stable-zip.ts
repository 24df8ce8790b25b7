import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type yazl from 'yazl'
import { ensureResized } from '../media/resize.ts'

/*
 * The archives reader apps download (CBZ, EPUB) are built when asked, and must be the same bytes
 * every time: e-readers identify a book by a hash of its file (KOReader's sync does), so nothing in
 * one may depend on the moment it was built. Entries are stored, not compressed (pictures do not
 * shrink, a chapter's text is small, and a stored entry's bytes depend on no zlib version), with one
 * fixed date and mode and no extra fields (EPUB's OCF forbids one on its `mimetype`), in one order.
 */

/** Every entry's date: the ZIP format's first (1980-01-01), nothing of when the file was built. */
const FIXED_DATE = new Date(1980, 0, 1, 0, 0, 0)
export const entry = { mtime: FIXED_DATE, mode: 0o100644, compress: false, forceDosTimestamp: true } as const

/** Pictures an e-reader opens as they are; any other (SVG, WebP, AVIF, GIF) goes as a JPEG. */
const KEPT_AS_STORED = /\.(jpe?g|png)$/i
/** The width a picture is drawn at when it must be converted: a tablet's screen, a little over. */
export const ARCHIVE_PICTURE_WIDTH = 1600

/** A picture's file as it goes into an archive: the stored one, or its JPEG copy (made once, then kept). */
export async function pictureFile(mediaDir: string, path: string) {
  const kept = KEPT_AS_STORED.test(path)
  const file = join(
    mediaDir,
    kept ? path : await ensureResized(mediaDir, path, ARCHIVE_PICTURE_WIDTH, 'jpeg'),
  )
  // Looked for before a byte is sent: a picture gone from the media is an error, not a cut download.
  await stat(file)
  const extension = kept ? path.split('.').pop()!.toLowerCase().replace('jpeg', 'jpg') : 'jpg'
  return { file, extension, mediaType: extension === 'png' ? 'image/png' : 'image/jpeg' }
}

/**
 * Pictures taken at once while their files are found (or converted): a whole post's thousand pages
 * are not a thousand conversions started together.
 */
const PICTURES_AT_ONCE = 8

/** The files of `paths` as they go into an archive (pictureFile), in their order. */
export async function pictureFiles(mediaDir: string, paths: string[]) {
  const files: Awaited<ReturnType<typeof pictureFile>>[] = []
  for (let from = 0; from < paths.length; from += PICTURES_AT_ONCE) {
    const some = paths.slice(from, from + PICTURES_AT_ONCE)
    files.push(...(await Promise.all(some.map((path) => pictureFile(mediaDir, path)))))
  }
  return files
}

/**
 * The archive as a stream, and its size in bytes: every entry is stored, so the size is known before
 * a byte is sent, and an app sees its download's progress.
 */
export async function sizedZip(zip: yazl.ZipFile): Promise<{ stream: Readable; size: number }> {
  // yazl answers the total once it has every entry's size.
  const end = zip.end.bind(zip) as (options: object, sized: (total: number) => void) => void
  const size = await new Promise<number>((resolve) => end({}, resolve))
  return { stream: zip.outputStream as unknown as Readable, size }
}
