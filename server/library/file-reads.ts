import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'

/** What a scan found in one file, and the state of the file it was found in. */
export interface FileRead {
  state: string
  value: unknown
}

/** Reads by file (its full path on this machine). */
export type FileReadsByFile = Record<string, FileRead>

/**
 * A file's state as the file system gives it: size, modification and change times, inode. A file
 * written again changes it, even when a copy keeps its old modification time (the change time is the
 * system's own). Git and rsync judge a file unchanged the same way.
 */
async function fileState(file: string) {
  const s = await stat(file, { bigint: true })
  return `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`
}

/**
 * The state of a folder's files (a chapter's pages), each by its name: the folder is unchanged while
 * it holds the same names and each file's state is unchanged, so it is judged without reading a page.
 */
export async function folderState(dir: string, names: string[]) {
  const hash = createHash('sha256')
  for (const name of names) hash.update(`${name}\0${await fileState(join(dir, name))}\n`)
  return `folder:${hash.digest('hex')}`
}

/**
 * What a scan reads in a library's files (an archive's fingerprint and ComicInfo.xml, a PDF's hash and
 * outline), kept by the file's state: an unchanged rescan answers from what it read last time instead
 * of hashing and unpacking every archive again. `known` is what earlier scans read
 * (file-reads-store.ts); `used` is what this scan used, remembered or read anew, for the store.
 */
export class FileReads {
  readonly used: FileReadsByFile = {}
  private readonly known: FileReadsByFile

  constructor(known: FileReadsByFile = {}) {
    this.known = known
  }

  /**
   * `read`'s answer for `file`, or what it answered before if the file has not changed since. `what`
   * names the reading (and its version): a reading that changes its answer changes its name, and
   * every file is read again once. A folder is judged by the files `state` names (folderState).
   */
  async read<T>(
    file: string,
    what: string,
    read: () => Promise<T>,
    state: () => Promise<string> = () => fileState(file),
  ): Promise<T> {
    // Taken before reading: a file written during the read is read again by the next scan.
    const now = `${what}:${await state()}`
    const known = this.known[file]
    if (known?.state === now) {
      this.used[file] = known
      return known.value as T
    }
    const value = await read()
    this.used[file] = { state: now, value }
    return value
  }
}
