import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'

/** Resized copies live inside the media root, in a folder no media path can name (it starts with a dot). */
export const resizedFolder = '.resized'

const resizable = /\.(svg|png|jpe?g|webp|gif|avif)$/i

export const isResizable = (relPath: string) => resizable.test(relPath)

/** Where the WebP copy of `relPath` at `width` is kept, relative to the media root. */
export const resizedPath = (relPath: string, width: number) => `${resizedFolder}/${width}/${relPath}.webp`

/** One resize per file and width at a time in this process; other requests wait for the same one. */
const pending = new Map<string, Promise<void>>()

/**
 * Makes the WebP copy unless an up-to-date one exists (names are reused, so a newer original is
 * resized again). Written under a temporary name and renamed, so a reader, or another process
 * resizing the same file, never sees half an image.
 */
export async function ensureResized(mediaDir: string, relPath: string, width: number): Promise<string> {
  const target = resizedPath(relPath, width)
  const source = join(mediaDir, relPath)
  const output = join(mediaDir, target)
  const [original, copy] = await Promise.all([stat(source), stat(output).catch(() => null)])
  if (copy && copy.mtimeMs >= original.mtimeMs) return target
  let job = pending.get(output)
  if (!job) {
    job = resize(source, output, width).finally(() => pending.delete(output))
    pending.set(output, job)
  }
  await job
  return target
}

async function resize(source: string, output: string, width: number) {
  await mkdir(dirname(output), { recursive: true })
  const temporary = `${output}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const image = /\.svg$/i.test(source) ? await rasterizedSvg(source, width) : sharp(source)
    const webp = await image
      .resize({ width, withoutEnlargement: !/\.svg$/i.test(source) })
      .webp({ quality: 80, effort: 3 })
      .toBuffer()
    // Written by Node rather than by sharp, so a full disk fails with its error code (ENOSPC), not
    // with a message of libvips' own.
    await writeFile(temporary, webp)
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
