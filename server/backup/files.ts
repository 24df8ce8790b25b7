import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileArea } from './manifest.ts'

/** tus's partial uploads: an upload under way is not part of the site yet (admin/uploads/records.ts). */
const SKIPPED = new Set(['uploads/.incoming'])

/** Every regular file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(area: FileArea, dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (relative: string) => {
    let entries: import('node:fs').Dirent[]
    try {
      entries = await readdir(join(dir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name
      if (SKIPPED.has(`${area}/${path}`)) continue
      // Links are not followed: a backup holds the site's own files, never what a link points at.
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) found.push(path)
    }
  }
  await walk('')
  return found.sort()
}

/** A file's SHA-256 and size, read as a stream. */
export async function fingerprintOf(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), bytes }
}

export const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex')
