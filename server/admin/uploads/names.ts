import { mkdir, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'

/**
 * A name for a file or folder made from what an admin typed or their file was called: one path
 * segment of UTF-8, no control characters, not hidden (scans pass over names starting with '.'),
 * short enough for any file system.
 */
export function safeName(name: string, fallback = 'upload') {
  const cleaned = name
    .normalize('NFC')
    .replace(/[/\\\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
  const ext = extname(cleaned)
  const stem = cleaned
    .slice(0, cleaned.length - ext.length)
    .slice(0, 120)
    .trim()
  return stem ? `${stem}${ext.slice(0, 10)}` : fallback
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** `name`, or `name (2)`, `name (3)`… (before the extension) when the folder holds that name already. */
export async function freeName(dir: string, name: string) {
  const ext = extname(name)
  const stem = name.slice(0, name.length - ext.length)
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${stem} (${n})${ext}`
    if (!(await exists(join(dir, candidate)))) return candidate
  }
}

/** Makes a new folder named `name` (or `name (2)`…) in `dir`, and answers its name. */
export async function newFolder(dir: string, name: string) {
  await mkdir(dir, { recursive: true })
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name} (${n})`
    try {
      await mkdir(join(dir, candidate))
      return candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}
