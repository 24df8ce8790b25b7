import { readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { orderBy } from 'natural-orderby'
import type { Db } from '../db/client.ts'
import { slugOf } from '../demo/insert.ts'
import { type ComicSeries, chapterTitle, comicDetails, scanComicSeries } from './comics.ts'
import { comicFolder, copyCover, copyPages, fingerprintOf, hashOf, removeUnused } from './media.ts'
import { reasonOf } from './refusal.ts'
import { type ChapterValues, type Counts, noCounts, savePost, storedPost } from './save.ts'

export interface ImportReport {
  posts: Counts
  chapters: Counts
  /** Every file passed over, by its path inside the library, with why. */
  skipped: { path: string; reason: string }[]
}

/** The library folder itself (or its comics folder) cannot be read: nothing was imported. */
export class LibraryUnreadable extends Error {}

export interface ImportOptions {
  db: Db
  mediaDir: string
  library: string
  /** Called as each chapter is done: how many of how many, and which. */
  onProgress?: (done: number, total: number, current: string) => void
  /** Only this item, by its path in the library (`comics/<Series>`); the whole library when unset. */
  only?: string
}

/**
 * Imports `<library>/comics` into the database and the media store (docs/library.md). Idempotent:
 * a post is its series folder (its slug), a chapter its content fingerprint, so a second run
 * writes nothing. Each series commits in one transaction once all its pages are in place, so none
 * shows half-made, and a bad file is skipped with its reason while the rest imports.
 */
export async function importLibrary(options: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = { posts: noCounts(), chapters: noCounts(), skipped: [] }
  await readdir(options.library).catch((error: Error) => {
    throw new LibraryUnreadable(`The library folder cannot be read: ${error.message}`)
  })
  const comicsDir = join(options.library, 'comics')
  const folders = await readdir(comicsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw new LibraryUnreadable(`The comics folder cannot be read: ${error.message}`)
  })
  const series: ComicSeries[] = []
  const slugs = new Map<string, string>()
  for (const folder of orderBy(folders, [(f) => f.name], ['asc'])) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue
    const path = `comics/${folder.name}`
    if (options.only && options.only !== path) {
      // A folder before it keeps its name, as in a scan of the whole library.
      if (!series.length) slugs.set(seriesSlug({ folderName: folder.name, path }), path)
      continue
    }
    try {
      const scanned = await scanComicSeries(options.library, join(comicsDir, folder.name))
      report.skipped.push(...scanned.skipped)
      series.push(scanned)
    } catch (error) {
      report.skipped.push({ path: `comics/${folder.name}`, reason: reasonOf(error) })
    }
  }
  const total = series.reduce((sum, s) => sum + s.chapters.length, 0)
  let done = 0
  for (const one of series) {
    const progress = (current: string) => options.onProgress?.(++done, total, current)
    const slug = seriesSlug(one)
    const taken = slugs.get(slug) ?? (await takenByOther(options.db, slug))
    slugs.set(slug, one.path)
    if (taken) {
      for (const c of one.chapters) progress(c.path)
      report.skipped.push({ path: one.path, reason: `its name ${slug} is already used by ${taken}` })
      continue
    }
    await importComic(options, one, slug, report, progress)
  }
  return report
}

/**
 * A series' slug, from its folder's name (`Bến Cảng Mèo Đêm` → `ben-cang-meo-dem`): short enough for
 * a media path segment, and made from the path when the name has no letter or digit to keep.
 */
function seriesSlug(series: Pick<ComicSeries, 'folderName' | 'path'>) {
  const slug = slugOf(series.folderName).slice(0, 80).replace(/-+$/, '')
  return slug || `comic-${hashOf(series.path)}`
}

/** A post of that slug the library did not make (a demo post, say) is never overwritten. */
async function takenByOther(db: Db, slug: string) {
  const stored = await storedPost(db, slug)
  if (!stored) return undefined
  const ours =
    stored.values.posttype === 'comic' && stored.values.feature?.startsWith(`${comicFolder(slug)}/`)
  return ours ? undefined : 'a post not from the library'
}

async function importComic(
  options: ImportOptions,
  series: ComicSeries,
  slug: string,
  report: ImportReport,
  progress: (current: string) => void,
) {
  const { db, mediaDir } = options
  const stored = await storedPost(db, slug)
  const storedPages = new Map(
    stored?.chapters.map((c) => {
      const pages = (c.content as { vi: string[] }).vi
      return [fingerprintOf(pages), pages]
    }),
  )
  const ready: ChapterValues[] = []
  for (const source of series.chapters) {
    try {
      // Content already stored (unchanged, or moved to another number) is not copied again.
      const pages = storedPages.get(source.fingerprint) ?? (await copyPages(mediaDir, slug, source))
      ready.push({ title: chapterTitle(ready.length + 1, source), pages, fingerprint: source.fingerprint })
    } catch (error) {
      report.skipped.push({ path: source.path, reason: reasonOf(error) })
    }
    progress(source.path)
  }
  if (ready.length === 0) {
    report.skipped.push({ path: series.path, reason: 'no readable chapter' })
    return
  }
  let cover: string | null = null
  if (series.cover) {
    const name = `${series.path}/${basename(series.cover)}`
    cover = await copyCover(mediaDir, slug, series.cover, name).catch((error) => {
      report.skipped.push({ path: name, reason: reasonOf(error) })
      return null
    })
  }
  const { categories, ...details } = comicDetails(series)
  const values = { slug, posttype: 'comic' as const, ...details, feature: cover ?? ready[0]!.pages[0]! }
  const saved = await savePost(db, stored, values, ready, categories.map(slugOf))
  for (const key of ['added', 'changed', 'unchanged'] as const) report.chapters[key] += saved.chapters[key]
  report.posts[!stored ? 'added' : saved.postChanged ? 'changed' : 'unchanged']++
  // Chapters past the files present keep their pages until hiding them is built.
  const keep = new Set([values.feature, ...ready.map((c) => c.fingerprint)])
  for (const c of stored?.chapters.filter((c) => c.index > ready.length) ?? []) {
    keep.add(fingerprintOf((c.content as { vi: string[] }).vi) ?? '')
  }
  await removeUnused(mediaDir, slug, keep)
}
