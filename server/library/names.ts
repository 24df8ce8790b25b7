import { lstat, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/*
 * A name on disk may be written in either Unicode form: macOS and some archive tools write `ắ` as
 * `a` + two combining marks (NFD), Windows and Linux tools as one character (NFC). They look alike
 * and mean one name, so every name the library reads is compared and stored as NFC; the name as
 * written on disk is kept only to open the file.
 */

/** A name from the file system as the library compares and stores it. */
export const nfc = (name: string) => name.normalize('NFC')

/**
 * Whether a library path (NFC, with '/') names a file or folder inside `root`, whichever form its
 * names are written in on disk.
 */
export async function existsByName(root: string, path: string): Promise<boolean> {
  if (
    await lstat(join(root, path)).then(
      () => true,
      () => false,
    )
  )
    return true
  let dir = root
  for (const part of path.split('/').filter(Boolean)) {
    const names = await readdir(dir).catch(() => [] as string[])
    const found = names.find((name) => nfc(name) === nfc(part))
    if (found === undefined) return false
    dir = join(dir, found)
  }
  return true
}

/** Items grouped by the NFC form of their names, in the order their first one comes. */
export function byName<T>(items: T[], nameOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const name = nfc(nameOf(item))
    const group = groups.get(name)
    if (group) group.push(item)
    else groups.set(name, [item])
  }
  return [...groups.values()]
}
