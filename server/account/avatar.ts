import { createHash } from 'node:crypto'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { AVATAR_MAX_PIXELS } from '../../src/contract/limits.ts'
import { resizedFolder } from '../media/resize.ts'

/** Spec §5: an avatar is a JPG/JPEG or PNG, by what its bytes are, whatever the file was called. */
const allowedFormats = new Set(['jpeg', 'png'])
/** Shown at most this size anywhere; a square, so every avatar sits the same in a row of reviews. */
const STORED_SIZE = 512

export const avatarFolder = (memberId: number) => `avatars/${memberId}`

export type AvatarRefusal = 'notAnAvatar' | 'avatarPixels'

export class AvatarRefused extends Error {
  readonly reason: AvatarRefusal
  constructor(reason: AvatarRefusal) {
    super(reason)
    this.reason = reason
  }
}

/**
 * Reads the upload's header only (sharp refuses past the pixel limit before decoding anything), then
 * makes the stored square: turned upright, cropped to the middle, WebP. Nothing of the original's
 * metadata (a camera's location, its owner's name) is written with it.
 */
export async function makeAvatar(bytes: Buffer): Promise<Buffer> {
  const meta = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
    .metadata()
    .catch((error: Error) => {
      if (/pixel limit/i.test(error.message)) throw new AvatarRefused('avatarPixels')
      return null
    })
  if (!meta?.format || !allowedFormats.has(meta.format) || !meta.width || !meta.height) {
    throw new AvatarRefused('notAnAvatar')
  }
  if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw new AvatarRefused('avatarPixels')
  return sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
    .rotate()
    .resize({ width: STORED_SIZE, height: STORED_SIZE, fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      // A header that reads well over a body that does not (a cut-off file).
      throw new AvatarRefused('notAnAvatar')
    })
}

/** Writes the member's new avatar, named by its content, and removes their older ones. */
export async function storeAvatar(mediaDir: string, memberId: number, webp: Buffer) {
  const folder = avatarFolder(memberId)
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 24)}.webp`
  await mkdir(join(mediaDir, folder), { recursive: true })
  await writeFile(join(mediaDir, folder, name), webp)
  return `${folder}/${name}`
}

/**
 * Removes a member's avatar files but `keep`, with the resized copies the media server made of them
 * (under .resized/<width>/avatars/<id>/).
 */
export async function removeAvatars(mediaDir: string, memberId: number, keep?: string) {
  const folder = avatarFolder(memberId)
  const widths = await readdir(join(mediaDir, resizedFolder)).catch(() => [] as string[])
  for (const base of [folder, ...widths.map((width) => join(resizedFolder, width, folder))]) {
    for (const name of await readdir(join(mediaDir, base)).catch(() => [] as string[])) {
      if (keep && `${folder}/${name}`.startsWith(keep)) continue
      await rm(join(mediaDir, base, name), { recursive: true, force: true })
    }
  }
}
