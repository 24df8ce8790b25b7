import { cpSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The shared corpus of real library files, beside the project (its SOURCES.md says where each came from). */
export const corpusLibrary = fileURLToPath(new URL('../../../../shared/corpus/library', import.meta.url))

/**
 * Every file or folder of the corpus whose path, read as NFC, is `path`: its names on disk are in
 * either Unicode form, and a folder may have a twin in the other (`comics/Trang Trắng`).
 */
export function corpusPaths(path: string): string[] {
  let found = [corpusLibrary]
  for (const part of path.split('/')) {
    found = found.flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.normalize('NFC') === part.normalize('NFC'))
        .map((name) => join(dir, name)),
    )
  }
  return found
}

/** The one corpus file at `path` (NFC). */
export const corpusFile = (path: string) => {
  const [file] = corpusPaths(path)
  if (!file) throw new Error(`no ${path} in the corpus`)
  return file
}

/** Copies what the corpus has at `path` (every twin of it) into a library, its names as written on disk. */
export function copyFromCorpus(library: string, path: string) {
  for (const from of corpusPaths(path)) {
    cpSync(from, join(library, from.slice(corpusLibrary.length + 1)), { recursive: true })
  }
}
