import type { Dirent } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { orderBy } from 'natural-orderby'
import type { Db } from '../db/client.ts'
import { sqlState } from '../db/transaction.ts'
import { SYMBOLIC_LINK } from './files.ts'
import type { FilmPackaging } from './films/package.ts'
import { type Claim, claimPost } from './identity.ts'
import { copyCover } from './media.ts'
import { byName, nfc } from './names.ts'
import { type ImportOrigin, provenance } from './origin.ts'
import type { FileReaders, ReadingArgument, ReadingTask } from './reading/readers.ts'
import { detailsOf, isMisencoded, MISENCODED, REASON_CHARS, reasonOf } from './refusal.ts'
import { type Counts, noCounts, type PostValues } from './save.ts'
import { cutText } from './within-limits.ts'

export interface ImportReport {
  posts: Counts
  chapters: Counts
  /** Every file passed over, by its path inside the library, with why. */
  skipped: { path: string; reason: string }[]
}

/** Where what an import met is counted, for the operator's metrics (metrics/metrics.ts). */
export interface ImportCounts {
  imported(origin: ImportOrigin, report: ImportReport): void
}

const UNIQUE_VIOLATION = '23505'

/** The server stopping (an abort): it ends the import rather than being reported as a file's fault. */
export const isStop = (error: unknown) => (error as Error)?.name === 'AbortError'

export const emptyReport = (): ImportReport => ({ posts: noCounts(), chapters: noCounts(), skipped: [] })

/** The library folder itself (or one of its kind folders) cannot be read: nothing was imported. */
export class LibraryUnreadable extends Error {}

export interface ImportOptions {
  db: Db
  mediaDir: string
  library: string
  /** Called as each file is done: how many of how many, and which. */
  onProgress?: (done: number, total: number, current: string) => void
  /**
   * Hands a film episode's packaging to a job queue (films/package.ts `runFilmPackaging`). Without
   * one, the import packages them itself once everything is saved.
   */
  packageLater?: (job: FilmPackaging) => unknown
  /** Only this item, by its path in the library (`comics/<Series>`); the whole library when unset. */
  only?: string
  /**
   * Whose folder `library` is: LIBRARY_DIR ('library', the default) or the admins' uploads
   * ('upload'). An import reads, makes and hides only posts of its own origin (origin.ts).
   */
  origin?: ImportOrigin
  /**
   * The process every file is read in, with its limits (reading/readers.ts); without one, the import
   * makes its own, with the default limits, for its run.
   */
  readers?: FileReaders
  /** The server stopping: a file being read is dropped at once, and the import ends there. */
  signal?: AbortSignal
  /**
   * The operator's log: what a skipped file's short reason leaves out (a library's or the database's
   * own words, the whole of a reason cut short).
   */
  logDetails?: (path: string, details: string) => void
}

/** One import under way: what every kind's importer reads and adds to. */
export class ImportRun {
  readonly report = emptyReport()
  /** Slugs given in this run, by the path that took them. */
  private readonly names = new Map<string, string>()
  /** The library paths of the posts written in this run, by type. */
  readonly seen = new Map<PostValues['posttype'], Set<string>>()
  private done = 0
  total = 0
  /** The library's files this run took (a folder: all inside it); the others are reported (unused-files.ts). */
  readonly used = new Set<string>()
  /** When the run began: media changed since may be another import's, under way (unused-media.ts). */
  readonly started = Date.now()

  readonly options: ImportOptions
  readonly readers: FileReaders

  constructor(options: ImportOptions, readers: FileReaders) {
    this.options = options
    this.readers = readers
  }

  /** Reads a file off the event loop (reading/tasks.ts); one over its limits is a Refusal. */
  read<N extends ReadingTask>(task: N, argument: ReadingArgument<N>) {
    return this.readers.read(task, argument, this.options.signal)
  }

  get db() {
    return this.options.db
  }

  get origin(): ImportOrigin {
    return this.options.origin ?? 'library'
  }

  /** A post's key, origin (and for an upload, its first status) from its item's path. */
  provenance(path: string) {
    return provenance(this.origin, path)
  }

  /** Marks files of the library, by their paths inside it, as taken by this run. */
  use(...paths: (string | null | undefined)[]) {
    for (const path of paths) if (path) this.used.add(path)
  }

  progress(current: string) {
    this.options.onProgress?.(++this.done, this.total, current)
  }

  /**
   * Passes over a file, with why: one short line of the report (a longer reason is cut, and given
   * whole to the log), and `details` for the log alone.
   */
  skip(path: string, reason: string, details?: string) {
    const line = reason.replace(/\s+/g, ' ').trim()
    const short = cutText(line, REASON_CHARS)
    if (short !== line) this.options.logDetails?.(path, line)
    if (details) this.options.logDetails?.(path, details)
    this.report.skipped.push({ path, reason: short })
  }

  /** Passes over a file because of an error: its short reason in the report, its details in the log. */
  refuse(path: string, error: unknown) {
    this.skip(path, reasonOf(error), detailsOf(error))
  }

  /**
   * Imports one item: whatever goes wrong with it is reported and the run goes on with the next,
   * except a stop asked for (an abort), which ends the run between items.
   */
  async each(path: string, work: () => Promise<void>) {
    try {
      await work()
    } catch (error) {
      if (isStop(error)) throw error
      // Another import (a second server, or the command beside a server) wrote the same post first.
      const concurrent = sqlState(error) === UNIQUE_VIOLATION
      if (concurrent) this.skip(path, 'another import wrote it at the same moment; it is left to that one')
      else this.refuse(path, error)
    }
  }

  /** Which post an item is (see claimPost); the path is then seen, whatever happens to it. */
  async claim(posttype: PostValues['posttype'], path: string, name: string, fingerprints: string[]) {
    const claim: Claim = await claimPost(
      this.db,
      { library: this.options.library, origin: this.origin, posttype, path, name, fingerprints },
      this.names,
    )
    if (!('refused' in claim)) this.seenOf(posttype).add(path)
    return claim
  }

  seenOf(posttype: PostValues['posttype']) {
    const seen = this.seen.get(posttype) ?? new Set<string>()
    this.seen.set(posttype, seen)
    return seen
  }

  /**
   * An item's cover (or a film's poster) beside its files, checked and stored in the post's media
   * folder; a bad one is reported and the post has none.
   */
  async cover(folder: string, itemPath: string, file: string | null) {
    if (!file) return null
    const name = `${itemPath}/${basename(file)}`
    return copyCover(this.options.mediaDir, folder, file, name).catch((error) => {
      this.refuse(name, error)
      return null
    })
  }

  /** Adds a saved post's counts to the report. */
  count(isNew: boolean, saved: { postChanged: boolean; chapters: Counts }) {
    for (const key of ['added', 'changed', 'unchanged', 'hidden'] as const) {
      this.report.chapters[key] += saved.chapters[key]
    }
    this.report.posts[isNew ? 'added' : saved.postChanged ? 'changed' : 'unchanged']++
  }
}

/** Why a second file or folder whose name differs from another's only in its Unicode form is passed over. */
export const twinOf = (path: string) =>
  `another file or folder has the same name, written in another Unicode form (${path})`

/**
 * The entries of `<library>/<kind>` in natural order (only `only`, when set), hidden ones left out
 * (and those whose names are not UTF-8, skipped with why); none when the folder is not there. A
 * folder that is there but cannot be read stops the import. Of names that differ only in their
 * Unicode form (names.ts) the first is taken and the others skipped, unless `twins` are kept (folders
 * read together as one item).
 */
export async function kindFolder(
  run: ImportRun,
  kind: string,
  twins: 'skip' | 'keep' = 'skip',
): Promise<Dirent[]> {
  const { library, only } = run.options
  const all = await readdir(join(library, kind), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw new LibraryUnreadable(`The ${kind} folder cannot be read: ${error.message}`)
    },
  )
  const entries = all.filter((e) => !only || nfc(only) === nfc(`${kind}/${e.name}`))
  for (const e of entries.filter((e) => isMisencoded(e.name))) run.skip(`${kind}/${e.name}`, MISENCODED)
  const links = entries.filter((e) => e.isSymbolicLink() && !e.name.startsWith('.') && !isMisencoded(e.name))
  for (const e of links) run.skip(`${kind}/${e.name}`, SYMBOLIC_LINK)
  const kept = orderBy(
    entries.filter((e) => !e.name.startsWith('.') && !isMisencoded(e.name) && !e.isSymbolicLink()),
    [(e) => nfc(e.name)],
    ['asc'],
  )
  if (twins === 'keep') return kept
  return byName(kept, (e) => e.name).map(([first, ...others]) => {
    for (const other of others) run.skip(`${kind}/${nfc(other.name)}`, twinOf(`${kind}/${first!.name}`))
    return first!
  })
}

/**
 * Each folder of `<library>/<kind>` read by `scan` (a series, a film); what it passed over is
 * reported, and so is a folder it could not read at all, while the others are read on. Folders whose
 * names differ only in their Unicode form (names.ts) are one item, read together.
 */
export async function scanFolders<T extends { skipped: { path: string; reason: string }[] }>(
  run: ImportRun,
  kind: string,
  scan: (library: string, dirs: string[]) => Promise<T>,
  /** Files of `<library>/<kind>` that are an item on their own (a comic's PDF), and how they are read. */
  files?: { name: RegExp; scan: (library: string, file: string) => Promise<T> },
): Promise<T[]> {
  const { library } = run.options
  const entries = await kindFolder(run, kind, 'keep')
  const items: { path: string; read: () => Promise<T> }[] = []
  for (const twins of byName(
    entries.filter((e) => e.isDirectory()),
    (e) => e.name,
  )) {
    const dirs = twins.map((folder) => join(folder.parentPath, folder.name))
    items.push({ path: `${kind}/${nfc(twins[0]!.name)}`, read: () => scan(library, dirs) })
  }
  const ownFiles = entries.filter((e) => e.isFile() && files?.name.test(e.name))
  for (const [first, ...others] of byName(ownFiles, (e) => e.name)) {
    for (const other of others) run.skip(`${kind}/${nfc(other.name)}`, twinOf(`${kind}/${first!.name}`))
    const file = join(first!.parentPath, first!.name)
    if (files) items.push({ path: `${kind}/${nfc(first!.name)}`, read: () => files.scan(library, file) })
  }
  const found: T[] = []
  for (const item of items) {
    try {
      const scanned = await item.read()
      for (const { path, reason } of scanned.skipped) run.skip(path, reason)
      found.push(scanned)
    } catch (error) {
      if (isStop(error)) throw error
      run.refuse(item.path, error)
    }
  }
  return found
}
