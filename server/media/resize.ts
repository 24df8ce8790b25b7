import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'

/** Resized copies live inside the media root, in a folder no media path can name (it starts with a dot). */
export const resizedFolder = '.resized'

const resizable = /\.(svg|png|jpe?g|webp|gif|avif)$/i

export const isResizable = (relPath: string) => resizable.test(relPath)

/**
 * A resized copy is AVIF for browsers that take it, WebP for the others, or a JPEG for link
 * previews (PREVIEW_FORMAT).
 */
export type ResizedFormat = 'avif' | 'webp' | typeof PREVIEW_FORMAT

const extensions: Record<ResizedFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

/** Where the copy of `relPath` at `width` is kept, relative to the media root. */
export const resizedPath = (relPath: string, width: number, format: ResizedFormat = 'webp') =>
  `${resizedFolder}/${width}/${relPath}.${extensions[format]}`

/** One resize per file and width at a time in this process; other requests wait for the same one. */
const pending = new Map<string, Promise<void>>()

/**
 * Makes the copy unless an up-to-date one exists (names are reused, so a newer original is
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
    const encoded = encode(resized, format)
    await writeFile(temporary, await encoded.toBuffer())
    await rename(temporary, output)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/**
 * AVIF is a fifth to a quarter lighter than WebP for the same picture, which on a phone's network is
 * a round trip fewer for a cover or a comic's first page. Effort 2 encodes a page in about 0.3 s
 * (the default, 4, takes twice as long for a few percent): paid once per image and width, as the copy
 * is kept. WebP at quality 75, as common image servers do, for browsers without AVIF. A JPEG has no
 * transparency: a preview's transparent parts are drawn on the app's background.
 */
function encode(image: Sharp, format: ResizedFormat) {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 })
  if (format === 'webp') return image.webp({ quality: 75, effort: 4 })
  return image.flatten({ background: '#14101f' }).jpeg({ quality: 82, mozjpeg: true })
}

/** SVG is drawn at its own size by default; draw it at the target width so it stays sharp. */
async function rasterizedSvg(source: string, width: number) {
  const { width: natural = width } = await sharp(source).metadata()
  const density = Math.min(2400, Math.max(72, Math.ceil((72 * width) / Math.max(1, natural))))
  return sharp(source, { density })
}
