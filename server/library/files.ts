import { createHash } from 'node:crypto'
import { constants, createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Refusal } from './refusal.ts'

/** Why a symbolic link in the library (or an upload) is passed over. */
export const SYMBOLIC_LINK = 'a symbolic link: links are not followed, so nothing outside the library is read'

/**
 * A file of the library, read whole: never through a symbolic link (opened with O_NOFOLLOW, so a link
 * put in its place between a listing and the read is refused too), never a file larger than `maxBytes`.
 * Null when there is no such file.
 */
export async function readLibraryFile(path: string, maxBytes = Number.POSITIVE_INFINITY) {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      if (error.code === 'ELOOP') throw new Refusal(SYMBOLIC_LINK, 'symbolic-link')
      throw error
    },
  )
  if (!handle) return null
  try {
    const status = await handle.stat()
    if (!status.isFile()) throw new Refusal('not a file')
    if (status.size > maxBytes) throw new Refusal(`${status.size} bytes, more than ${maxBytes}`, 'too-large')
    return await handle.readFile()
  } finally {
    await handle.close()
  }
}

/** A file's SHA-256, read as a stream (a CBR or a PDF is hashed whole without being held). */
export async function fileHash(path: string) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk)
  return hash.digest('hex')
}
