import { createHash } from 'node:crypto'
import { readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { Transform } from 'node:stream'
import { fileHash } from '../library/files.ts'
import type { FileArea } from './manifest.ts'

/** tus's partial uploads: an upload under way is not part of the site yet (admin/uploads/records.ts). */
const SKIPPED: Record<FileArea, string | undefined> = { media: undefined, uploads: '.incoming/' }

/**
 * Every regular file under `dir`, as paths relative to it with forward slashes, sorted. Links are
 * not followed: a backup holds the site's own files, never what a link points at.
 */
export async function filesUnder(area: FileArea, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  const skipped = SKIPPED[area]
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !skipped || !path.startsWith(skipped))
    .sort()
}

/** A file's SHA-256 (read as a stream) and size. */
export async function fingerprintOf(path: string): Promise<{ sha256: string; bytes: number }> {
  const [sha256, info] = await Promise.all([fileHash(path), stat(path)])
  return { sha256, bytes: info.size }
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/**
 * A pass-through that fingerprints what flows through it: the checksum of the very bytes written,
 * with no second read.
 */
export function fingerprinting() {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, fingerprint: () => ({ sha256: hash.digest('hex'), bytes }) }
}
