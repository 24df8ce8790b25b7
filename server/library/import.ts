import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { orderBy } from 'natural-orderby'
import type { Db } from '../db/client.ts'
import {
  type ChapterContent,
  categories,
  chapters,
  type Localized,
  postCategories,
  posts,
} from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { slugOf } from '../demo/insert.ts'
import { numbered } from '../demo/types.ts'
import { type ComicChapterSource, type ComicSeries, chapterPages, scanComicSeries } from './comics.ts'
import { checkImage } from './images.ts'
import { Refusal, reasonOf } from './refusal.ts'

export interface Counts {
  added: number
  changed: number
  unchanged: number
}
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
}

/** Where the library's media live inside the media store; a post's files sit under its slug. */
const mediaFolder = (slug: string) => `library/comics/${slug}`

/** The fingerprint a stored page path carries: library/comics/<slug>/<fingerprint>/<page>. */
const fingerprintOf = (content: ChapterContent | undefined) =>
  Array.isArray(content) ? content[0]?.split('/')[3] : undefined

const counts = (): Counts => ({ added: 0, changed: 0, unchanged: 0 })

/**
 * Imports `<library>/comics` into the database and the media store. Idempotent: a post is its
 * series folder (its slug), a chapter its content fingerprint, so a second run writes nothing.
 * Each series commits in one transaction once all its pages are in place, so none shows half-made.
 */
export async function importLibrary(options: ImportOptions): Promise<ImportReport> {
  const report: ImportReport = { posts: counts(), chapters: counts(), skipped: [] }
  await readdir(options.library).catch((error: Error) => {
    throw new LibraryUnreadable(`The library folder cannot be read: ${error.message}`)
  })
  const comicsDir = join(options.library, 'comics')
  const folders = await readdir(comicsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw new LibraryUnreadable(`The comics folder cannot be read: ${error.message}`)
  })
  const series: ComicSeries[] = []
  for (const folder of orderBy(folders, [(f) => f.name], ['asc'])) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue
    const scanned = await scanComicSeries(options.library, join(comicsDir, folder.name))
    report.skipped.push(...scanned.skipped)
    series.push(scanned)
  }
  const total = series.reduce((sum, s) => sum + s.chapters.length, 0)
  let done = 0
  for (const one of series) {
    await importSeries(options, one, report, (current) => options.onProgress?.(++done, total, current))
  }
  return report
}

interface ReadyChapter {
  source: ComicChapterSource
  pages: string[]
}

async function importSeries(
  options: ImportOptions,
  series: ComicSeries,
  report: ImportReport,
  progress: (current: string) => void,
) {
  const { db, mediaDir } = options
  const slug = slugOf(series.folderName) || `comic-${hashOf(series.path)}`
  const folder = mediaFolder(slug)
  const [existing] = await db
    .select({
      id: posts.id,
      posttype: posts.posttype,
      title: posts.title,
      description: posts.description,
      feature: posts.feature,
      author: posts.author,
      releaseYear: posts.releaseYear,
    })
    .from(posts)
    .where(eq(posts.slug, slug))
  if (existing && (existing.posttype !== 'comic' || !existing.feature?.startsWith(`${folder}/`))) {
    for (const c of series.chapters) progress(c.path)
    report.skipped.push({
      path: series.path,
      reason: `the name ${slug} is taken by a post not from the library`,
    })
    return
  }
  const stored = existing
    ? await db
        .select({ index: chapters.index, title: chapters.title, content: chapters.content })
        .from(chapters)
        .where(eq(chapters.postId, existing.id))
    : []
  const storedPages = new Map(stored.map((c) => [fingerprintOf(c.content?.vi), c.content!.vi as string[]]))

  const ready: ReadyChapter[] = []
  for (const source of series.chapters) {
    const known = storedPages.get(source.fingerprint)
    if (known) ready.push({ source, pages: known })
    else {
      try {
        ready.push({ source, pages: await copyPages(mediaDir, `${folder}/${source.fingerprint}`, source) })
      } catch (error) {
        await rm(join(mediaDir, folder, source.fingerprint), { recursive: true, force: true })
        report.skipped.push({ path: source.path, reason: reasonOf(error) })
      }
    }
    progress(source.path)
  }
  if (ready.length === 0) {
    if (series.chapters.length > 0 || !existing) {
      report.skipped.push({ path: series.path, reason: 'no readable chapter' })
    }
    return
  }
  const cover = await copyCover(mediaDir, folder, series, report)

  const { info, mot } = series
  const name = info?.series ?? series.folderName
  const title: Localized = {
    vi: mot?.title?.vi ?? mot?.title?.en ?? name,
    en: mot?.title?.en ?? mot?.title?.vi ?? name,
  }
  const summary = info?.summary ?? ''
  const description: Localized = {
    vi: mot?.description?.vi ?? mot?.description?.en ?? summary,
    en: mot?.description?.en ?? mot?.description?.vi ?? summary,
  }
  const values = {
    slug,
    posttype: 'comic' as const,
    title,
    description,
    feature: cover ?? ready[0]!.pages[0]!,
    author: mot?.author ?? info?.writer ?? null,
    releaseYear: mot?.releaseYear ?? info?.year ?? null,
  }
  const wantedCategories = (mot?.categories ?? info?.genres ?? []).map(slugOf)

  const outcome = await inTransaction(db, async (tx) => {
    const now = new Date()
    let postChanged = false
    let postId = existing?.id
    if (postId === undefined) {
      const [row] = await tx.insert(posts).values(values).returning({ id: posts.id })
      postId = row!.id
    } else {
      postChanged = !sameValues(existing!, values)
      if (postChanged)
        await tx
          .update(posts)
          .set({ ...values, updatedAt: now })
          .where(eq(posts.id, postId))
    }
    const chapterCounts = counts()
    for (const [i, chapter] of ready.entries()) {
      const index = i + 1
      const name = chapter.source.info?.title
      const chapterTitle = numbered(index, 'Chương', 'Chapter', name ? { vi: name, en: name } : undefined)
      const before = stored.find((c) => c.index === index)
      const content = { vi: chapter.pages, en: chapter.pages }
      if (!before) {
        await tx.insert(chapters).values({ postId, index, title: chapterTitle, content })
        chapterCounts.added++
      } else if (
        fingerprintOf(before.content?.vi) !== chapter.source.fingerprint ||
        !sameLocalized(before.title, chapterTitle)
      ) {
        await tx
          .update(chapters)
          .set({ title: chapterTitle, content, updatedAt: now })
          .where(and(eq(chapters.postId, postId), eq(chapters.index, index)))
        chapterCounts.changed++
      } else chapterCounts.unchanged++
    }
    if (wantedCategories.length > 0) {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.posttype, 'comic'), inArray(categories.slug, wantedCategories)))
      if (found.length > 0) {
        await tx
          .insert(postCategories)
          .values(found.map((c) => ({ postId, categoryId: c.id })))
          .onConflictDoNothing()
      }
    }
    if (existing && !postChanged && (chapterCounts.added > 0 || chapterCounts.changed > 0)) {
      await tx.update(posts).set({ updatedAt: now }).where(eq(posts.id, postId))
      postChanged = true
    }
    return { chapterCounts, postChanged, postId }
  })
  for (const key of ['added', 'changed', 'unchanged'] as const)
    report.chapters[key] += outcome.chapterCounts[key]
  report.posts[!existing ? 'added' : outcome.postChanged ? 'changed' : 'unchanged']++
  await removeUnused(options, folder, outcome.postId, new Set([values.feature]))
}

/** Copies a chapter's pages into the media store, each checked by its content on the way. */
async function copyPages(mediaDir: string, folder: string, source: ComicChapterSource) {
  await mkdir(join(mediaDir, folder), { recursive: true })
  const pages: string[] = []
  for await (const page of chapterPages(source)) {
    const image = await checkImage(page.bytes, page.name)
    const path = `${folder}/${String(pages.length + 1).padStart(3, '0')}.${image.ext}`
    await writeFile(join(mediaDir, path), page.bytes)
    pages.push(path)
  }
  if (pages.length === 0) throw new Refusal('no pages')
  return pages
}

/** The series' cover.jpg|png|webp, named by its content so a new cover gets a new URL. */
async function copyCover(mediaDir: string, folder: string, series: ComicSeries, report: ImportReport) {
  if (!series.cover) return null
  const bytes = await readFile(series.cover)
  const path = `${series.path}/${series.cover.split(/[\\/]/).at(-1)}`
  try {
    const image = await checkImage(bytes, path)
    const stored = `${folder}/cover-${hashOf(bytes)}.${image.ext}`
    await mkdir(join(mediaDir, folder), { recursive: true })
    await writeFile(join(mediaDir, stored), bytes)
    return stored
  } catch (error) {
    report.skipped.push({ path, reason: reasonOf(error) })
    return null
  }
}

/**
 * After the commit, the media of chapters the series no longer has (a replaced file's old pages,
 * an old cover) are removed; chapters beyond the files present keep theirs until hiding exists.
 */
async function removeUnused(options: ImportOptions, folder: string, postId: number, keep: Set<string>) {
  const stillStored = await options.db
    .select({ content: chapters.content })
    .from(chapters)
    .where(eq(chapters.postId, postId))
  for (const c of stillStored) keep.add(fingerprintOf(c.content?.vi) ?? '')
  const names = await readdir(join(options.mediaDir, folder)).catch(() => [])
  for (const name of names) {
    if (!keep.has(name) && !keep.has(`${folder}/${name}`)) {
      await rm(join(options.mediaDir, folder, name), { recursive: true, force: true })
    }
  }
}

const sameLocalized = (a: Localized, b: Localized) => a.vi === b.vi && a.en === b.en

type PostValues = Pick<
  typeof posts.$inferSelect,
  'title' | 'description' | 'feature' | 'author' | 'releaseYear'
>

const sameValues = (a: PostValues, b: PostValues) =>
  sameLocalized(a.title, b.title) &&
  sameLocalized(a.description, b.description) &&
  a.feature === b.feature &&
  a.author === b.author &&
  a.releaseYear === b.releaseYear

const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12)
