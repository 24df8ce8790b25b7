import { rm } from 'node:fs/promises'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import type { Config } from '../../config.ts'
import { itemPathOf, originOfKey } from '../../library/origin.ts'

/** Whether `path` is strictly inside `dir` (never `dir` itself, never outside it through `..`). */
export function isInside(dir: string, path: string) {
  const rel = relative(resolve(dir), resolve(path))
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/**
 * Deletes the files an upload post was made from (its folder in UPLOADS_DIR), when its post is
 * deleted. Only an upload post's: a library post's files are never touched, nor anything outside
 * UPLOADS_DIR or a kind folder itself, whatever its key says. Answers whether something was removed.
 */
export async function removeUploadedFiles(
  config: Pick<Config, 'uploadsDir'>,
  post: { origin: string; libraryPath: string | null },
) {
  if (post.origin !== 'upload' || !post.libraryPath || originOfKey(post.libraryPath) !== 'upload')
    return false
  const item = itemPathOf(post.libraryPath)
  // `comics/<Title>`: a kind folder and one name inside it, nothing shorter or longer.
  if (!/^(comics|novels|films)\/[^/]+$/.test(item) || item.split('/')[1]!.startsWith('.')) return false
  const folder = resolve(config.uploadsDir, item)
  if (!isInside(config.uploadsDir, folder)) return false
  await rm(folder, { recursive: true, force: true })
  return true
}
