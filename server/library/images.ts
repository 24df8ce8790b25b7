import sharp from 'sharp'
import { Refusal } from './refusal.ts'

/** The most pixels one page may have: a long webtoon strip fits, a pixel bomb does not. */
export const pixelLimit = 50_000_000

const extensions: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' }

export interface CheckedImage {
  /** The extension its content calls for, whatever its name said. */
  ext: string
  width: number
  height: number
}

/**
 * What an image really is, by its content: sharp reads only its header, and refuses a page whose
 * pixels pass the limit before anyone decodes it (the resizer would).
 */
export async function checkImage(bytes: Buffer, name: string, limit = pixelLimit): Promise<CheckedImage> {
  const meta = await sharp(bytes, { limitInputPixels: limit })
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw new Refusal(`${name} is over the pixel limit (${limit})`)
      return null
    })
  // sharp names an AVIF by its container, HEIF: AV1 inside makes it an AVIF, which browsers show.
  // HEVC inside (an iPhone's HEIC) is read by no browser but Safari, nor by this server's libvips.
  if (meta?.format === 'heif' && meta.compression !== 'av1') {
    throw new Refusal(`${name} is a HEIC picture (HEVC), which browsers cannot show: save it as AVIF or JPEG`)
  }
  const ext = meta?.format && extensions[meta.format === 'heif' ? 'avif' : meta.format]
  if (!meta || !ext || !meta.width || !meta.height) throw new Refusal(`${name} is not an image`)
  if (meta.width * meta.height > limit) {
    throw new Refusal(`${name} is over the pixel limit (${meta.width}×${meta.height}, at most ${limit})`)
  }
  return { ext, width: meta.width, height: meta.height }
}
