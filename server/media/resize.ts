import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import type { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'

/** Resized copies live inside the media root, in a folder no media path can name (it starts with a dot). */
export const resizedFolder = '.resized'

const resizable = /\.(svg|png|jpe?g|webp|gif|avif)$/i

export const isResizable = (relPath: string) => resizable.test(relPath)

/** A resized copy is WebP, or a JPEG for link previews (PREVIEW_FORMAT). */
export type ResizedFormat = 'webp' | typeof PREVIEW_FORMAT

/** Where the copy of `relPath` at `width` is kept, relative to the media root. */
export const resizedPath = (relPath: string, width: number, format: ResizedFormat = 'webp') =>
  `${resizedFolder}/${width}/${relPath}.${format === 'webp' ? 'webp' : 'jpg'}`

/** One resize per file and width at a time in this process; other requests wait for the same one. */
const pending = new Map<string, Promise<void>>()

/**
 * Makes the WebP copy unless an up-to-date one exists (names are reused, so a newer original is
 * resized again). Written under a temporary name and renamed, so a reader, or another process
 * resizing the same file, never sees half an image.
 */
export async function ensureResized(
  mediaDir: string,
  relPath: string,
  width: number,
  format: ResizedFormat = 'webp',
): Promise<string> {
  const target = resizedPath(relPath, width, format)
  const source = join(mediaDir, relPath)
  const output = join(mediaDir, target)
  const [original, copy] = await Promise.all([stat(source), stat(output).catch(() => null)])
  if (copy && copy.mtimeMs >= original.mtimeMs) return target
  let job = pending.get(output)
  if (!job) {
    job = resize(source, output, width, format).finally(() => pending.delete(output))
    pending.set(output, job)
  }
  await job
  return target
}

async function resize(source: string, output: string, width: number, format: ResizedFormat) {
  await mkdir(dirname(output), { recursive: true })
  const temporary = `${output}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const image = /\.svg$/i.test(source) ? await rasterizedSvg(source, width) : sharp(source)
    const resized = image.resize({ width, withoutEnlargement: !/\.svg$/i.test(source) })
    // A JPEG has no transparency: a preview's transparent parts are drawn on the app's background.
    const encoded =
      format === 'webp'
        ? resized.webp({ quality: 80, effort: 3 })
        : resized.flatten({ background: '#14101f' }).jpeg({ quality: 82, mozjpeg: true })
    await writeFile(temporary, await encoded.toBuffer())
    await rename(temporary, output)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** SVG is drawn at its own size by default; draw it at the target width so it stays sharp. */
async function rasterizedSvg(source: string, width: number) {
  const { width: natural = width } = await sharp(source).metadata()
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * width) / Math.max(1, natural))))
  return sharp(source, { density })
}

/** The disk (or the server's quota on it) is full: nothing can be written until space is made. */
export const isDiskFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException)?.code ?? '')
