import sharp from 'sharp'
import { heicToJpeg } from './heic.ts'
import { Refusal } from './refusal.ts'

/** The most pixels one page may have: a long webtoon strip fits, a pixel bomb does not. */
export const pixelLimit = 50_000_000

const extensions: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' }

export interface CheckedImage {
  /** The extension its content calls for, whatever its name said. */
  ext: string
  width: number
  height: number
  /** What to store: the picture's own bytes, or a HEIC's as a JPEG. */
  bytes: Buffer
}

/**
 * What an image really is, by its content: sharp reads only its header, and refuses a page whose
 * pixels pass the limit before anyone decodes it (the resizer would). A HEIC comes back as a JPEG.
 */
export async function checkImage(bytes: Buffer, name: string, limit = pixelLimit): Promise<CheckedImage> {
  const meta = await sharp(bytes, { limitInputPixels: limit })
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw new Refusal(`${name} is over the pixel limit (${limit})`)
      return null
    })
  // sharp names an AVIF by its container, HEIF: AV1 inside makes it an AVIF, which browsers show.
  // HEVC inside (a phone's HEIC) is converted to a JPEG, once its size is known to be within the limit.
  const heic = meta?.format === 'heif' && meta.compression !== 'av1'
  const ext = heic ? 'jpg' : meta?.format && extensions[meta.format === 'heif' ? 'avif' : meta.format]
  if (!meta || !ext || !meta.width || !meta.height) throw new Refusal(`${name} is not an image`)
  if (meta.width * meta.height > limit) {
    throw new Refusal(`${name} is over the pixel limit (${meta.width}×${meta.height}, at most ${limit})`)
  }
  if (heic) return checkImage(await heicToJpeg(bytes, name), name, limit)
  return { ext, width: meta.width, height: meta.height, bytes }
}
