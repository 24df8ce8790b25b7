import { lstat, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { isLitter } from './archive.ts'
import { SYMBOLIC_LINK } from './files.ts'
import { nfc } from './names.ts'
import { isMisencoded, MISENCODED } from './refusal.ts'
import type { ImportRun } from './run.ts'

const captionName = /\.(srt|vtt|ass|ssa|sub)$/i

/** `comics, novels, games or films`. */
const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`

/** Why a file of the library that no importer took is passed over, from where it lies. */
function reasonFor(path: string, link: boolean, kinds: Set<string>) {
  const parts = path.split('/')
  if (parts.some(isMisencoded)) return MISENCODED
  if (link) return SYMBOLIC_LINK
  const [kind] = parts
  if (parts.length === 1 || !kinds.has(kind!))
    return `not in one of the library’s folders: ${listed([...kinds])}`
  if (parts.length === 2 && (kind === 'comics' || kind === 'films'))
    return `not in a folder of its own: each ${kind === 'comics' ? 'series' : 'film'} is a folder`
  if (kind === 'films' && captionName.test(path)) return 'a caption with no video of the same name beside it'
  return 'not a format the library reads'
}

/**
 * Gives every file of the library (or of the one item imported) that this run neither used nor
 * skipped a line in the report, so no file is passed over in silence: a format the library does not
 * read, a file in the wrong place, a caption without its video. What other tools leave (`__MACOSX`,
 * `._*`, `Thumbs.db`) and hidden files are not the library's, and are not named.
 */
export async function reportUnusedFiles(run: ImportRun, folders: string[]) {
  const kinds = new Set(folders)
  const { library, only } = run.options
  // Compared in NFC, as the importers name what they take (names.ts), whichever form is on disk.
  const accounted = new Set([...run.used, ...run.report.skipped.map((s) => s.path)].map(nfc))
  // A file inside a used or skipped folder (a chapter of images, a refused series) is accounted for.
  const isAccounted = (path: string) => {
    for (let at = path; at; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
      if (accounted.has(at)) return true
    }
    return false
  }
  const root = only ? join(library, only) : library
  const files = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => ({ path: join(e.parentPath, e.name), link: e.isSymbolicLink() }))
  // The one item imported may be a file (a book, a game, or one in the wrong place).
  const item = only ? await lstat(root).catch(() => null) : null
  if (item && !item.isDirectory()) files.push({ path: root, link: item.isSymbolicLink() })
  for (const file of files) {
    const path = nfc(relative(library, file.path).split(sep).join('/'))
    if (isLitter(path) || isAccounted(path)) continue
    run.skip(path, reasonFor(path, file.link, kinds))
  }
}
