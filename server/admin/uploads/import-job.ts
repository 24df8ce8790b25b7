import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { and, eq, isNull, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { chapters, posts } from '../../db/schema.ts'
import type { PublicCache } from '../../http/public-cache.ts'
import { type FilmPackaging, runFilmPackaging } from '../../library/films/package.ts'
import { importLibrary } from '../../library/import.ts'
import { queueJob } from '../../library/jobs/queue.ts'
import type { JobKind } from '../../library/jobs/worker.ts'
import { postKey } from '../../library/origin.ts'
import type { FileReaders } from '../../library/reading/readers.ts'
import type { ImportCounts, ImportReport } from '../../library/run.ts'
import { storedLibraryPost } from '../../library/save.ts'
import { audit } from '../audit.ts'
import { freeName, newFolder, safeName } from './names.ts'
import { readRecord, type UploadRecord, type UploadTarget, updateRecord, uploadsLayout } from './records.ts'

export interface UploadJobContext {
  db: Db
  mediaDir: string
  uploadsDir: string
  cache: PublicCache
  /** The process uploaded files are read in, off the event loop, as the library's are. */
  readers: FileReaders
  /** Looks for queued jobs of `kind` now, rather than at the next poll. */
  wake?: (kind: string) => void
  /** Where what each upload's import met is counted (GET /metrics). */
  metrics: ImportCounts
}

const kindFolders = { comic: 'comics', novel: 'novels', movie: 'films' } as const

/**
 * The one kind of upload job: puts finished uploads (one file, or a batch of images) in their place
 * in UPLOADS_DIR and imports that one item with the library's import. Key: the upload's id (or
 * `batch:<id>`); payload: the uploads it covers. One at a time: two jobs may touch one post's folder.
 */
export const uploadJobKinds = {
  upload: { oneAtATime: true, run: runUploadJob },
  /**
   * Packages an uploaded film episode that does not play as it is (key: its path in UPLOADS_DIR,
   * payload: what runFilmPackaging needs), as the library's `package` job does: the upload is
   * imported at once (its episode shown as processing), and a long encoding holds up no other upload.
   */
  'upload-package': { oneAtATime: true, run: packageUploadedEpisode },
} satisfies Record<string, JobKind<UploadJobContext>>

async function runUploadJob(
  job: { key: string; payload: Record<string, unknown> },
  context: UploadJobContext & { signal: AbortSignal },
) {
  const ids = (job.payload.uploads as string[] | undefined) ?? []
  const records = (await Promise.all(ids.map((id) => readRecord(context.uploadsDir, id)))).filter(
    (r): r is UploadRecord => r !== undefined && r.state === 'queued',
  )
  const first = records[0]
  if (!first) return
  await importUpload(context, first, records)
}

async function packageUploadedEpisode(
  job: { payload: Record<string, unknown> },
  { db, mediaDir, cache, signal }: UploadJobContext & { signal: AbortSignal },
) {
  await runFilmPackaging(db, mediaDir, job.payload as unknown as FilmPackaging, signal)
  // The episode plays now: cached answers must not say it is still being processed.
  cache.clear()
}

/** Where the staged upload (a file, or a batch's folder of images) waits for its job. */
export const stagedPath = (uploadsDir: string, record: Pick<UploadRecord, 'id' | 'batch'>) =>
  join(uploadsLayout(uploadsDir).staged, record.batch ? `batch-${record.batch}` : record.id)

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** Puts the staged upload in its item's folder; answers the item and the chapter's path there. */
async function place(uploadsDir: string, record: UploadRecord) {
  const { target } = record
  const staged = stagedPath(uploadsDir, record)
  let item: string
  if (target.kind === 'new-post') {
    const kindDir = kindFolders[target.posttype]
    item = `${kindDir}/${await newFolder(join(uploadsDir, kindDir), safeName(target.title, 'post'))}`
  } else {
    item = target.item
    await mkdir(join(uploadsDir, item), { recursive: true })
  }
  const folder = join(uploadsDir, item)
  let name: string
  if (target.kind === 'chapter') {
    // The new file takes the old one's name (with its own extension), so it keeps the chapter's
    // number; the old file waits aside until the new one is in.
    const old = basename(target.chapterPath)
    const oldFile = join(uploadsDir, target.chapterPath)
    const stem = (await stat(oldFile).then(
      (s) => s.isFile(),
      () => true,
    ))
      ? old.slice(0, old.length - extname(old).length)
      : old
    name = `${stem}${extname(record.fileName).toLowerCase()}`
    if (await exists(oldFile)) {
      const aside = join(uploadsLayout(uploadsDir).replaced, record.id)
      await mkdir(aside, { recursive: true })
      await rename(oldFile, join(aside, old))
    }
  } else if (record.batch) {
    const count = (await readdir(folder)).filter((n) => !n.startsWith('.')).length
    name = await freeName(folder, safeName(record.chapterTitle ?? `Chapter ${count + 1}`, 'Chapter'))
  } else {
    name = await freeName(folder, safeName(record.fileName))
  }
  await rename(staged, join(folder, name))
  return { item, placed: `${item}/${name}` }
}

/** The visible chapters made from `placed` (a file, a folder, or a book's `placed#n`). */
async function chaptersFrom(db: Db, postId: number, placed: string) {
  const rows = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        eq(chapters.postId, postId),
        isNull(chapters.hiddenAt),
        or(
          eq(chapters.libraryPath, placed),
          like(chapters.libraryPath, `${placed.replace(/[\\%_]/g, '\\$&')}#%`),
        ),
      ),
    )
  return rows.map((r) => r.id)
}

/** What the import passed over that concerns this upload: its chapter, inside it, or its item as a whole. */
const skippedFor = (report: ImportReport, item: string, placed: string) =>
  report.skipped.filter(
    (s) =>
      s.path === placed ||
      s.path === item ||
      s.path.startsWith(`${placed}/`) ||
      s.path.startsWith(`${placed}#`),
  )

async function importUpload(
  context: UploadJobContext & { signal: AbortSignal },
  record: UploadRecord,
  batch: UploadRecord[],
) {
  const { db, uploadsDir, mediaDir, cache, readers, signal } = context
  const run = async (item: string) => {
    const report = await importLibrary({
      db,
      mediaDir,
      readers,
      signal,
      library: uploadsDir,
      only: item,
      origin: 'upload',
      packageLater: async (film) => {
        await queueJob(db, 'upload-package', film.path, { ...film })
        context.wake?.('upload-package')
      },
    })
    context.metrics.imported('upload', report)
    return report
  }
  const target = await currentTarget(db, record.target)
  if (!target) {
    // The post or chapter was deleted while the file was on its way: nothing to add it to.
    await rm(stagedPath(uploadsDir, record), { recursive: true, force: true })
    const skipped = [{ path: record.fileName, reason: 'its post or chapter was deleted meanwhile' }]
    for (const r of batch) await updateRecord(uploadsDir, r.id, { state: 'refused', skipped })
    return
  }
  record.target = target
  // A job tried again after a failure finds its upload in place already.
  const { item, placed } =
    record.item && record.placed
      ? { item: record.item, placed: record.placed }
      : await place(uploadsDir, record)
  for (const r of batch) await updateRecord(uploadsDir, r.id, { item, placed })
  if (target.kind === 'chapter') {
    // The chapter is told its file's new name first, so the import finds it by path and replaces its content.
    await db.update(chapters).set({ libraryPath: placed }).where(eq(chapters.id, target.chapterId))
  }
  const report = await run(item)
  const post = await storedLibraryPost(db, postKey('upload', item))
  const chapterIds = post ? await chaptersFrom(db, post.id, placed) : []
  const actor = { memberId: record.memberId, email: record.email }
  const totalSize = batch.reduce((sum, r) => sum + r.size, 0)
  const names = batch.map((r) => r.fileName)
  if (post && chapterIds.length > 0) {
    if (target.kind === 'chapter') {
      await rm(join(uploadsLayout(uploadsDir).replaced, record.id), { recursive: true, force: true })
      await audit(db, actor, {
        action: 'chapter.replace-file',
        target: `chapter:${target.chapterId}`,
        before: { file: target.chapterPath },
        after: { file: placed, file_name: record.fileName, size: record.size },
      })
    }
    await audit(db, actor, {
      action: 'upload.import',
      target: `post:${post.id}`,
      after: { file_names: names, size: totalSize, chapter_ids: chapterIds, uploads: batch.map((r) => r.id) },
    })
    for (const r of batch) {
      await updateRecord(uploadsDir, r.id, { state: 'imported', item, placed, postId: post.id, chapterIds })
    }
  } else {
    const skipped = skippedFor(report, item, placed)
    if (skipped.length === 0) skipped.push({ path: placed, reason: 'nothing in it could be imported' })
    // Nothing half-imported: the refused file goes, and so does a new post's folder left empty.
    await rm(join(uploadsDir, placed), { recursive: true, force: true })
    if (target.kind === 'chapter') {
      await restoreReplaced(context, record, target.chapterId, target.chapterPath)
      await run(item)
    } else if (!post) {
      await rm(join(uploadsDir, item), { recursive: true, force: true })
    }
    await audit(db, actor, {
      action: 'upload.refused',
      target: post ? `post:${post.id}` : `upload:${record.id}`,
      after: { file_names: names, size: totalSize, skipped },
    })
    for (const r of batch) {
      await updateRecord(uploadsDir, r.id, {
        state: 'refused',
        item,
        placed,
        postId: post?.id ?? null,
        skipped,
      })
    }
  }
  cache.clear()
}

/**
 * The upload's target as it is now: its post still there, its chapter's file name as it is now (an
 * earlier replacement may have changed it); undefined when either was deleted.
 */
async function currentTarget(db: Db, target: UploadTarget): Promise<UploadTarget | undefined> {
  if (target.kind === 'new-post') return target
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, target.postId))
  if (!post) return undefined
  if (target.kind === 'post') return target
  const [chapter] = await db
    .select({ libraryPath: chapters.libraryPath })
    .from(chapters)
    .where(and(eq(chapters.id, target.chapterId), eq(chapters.postId, target.postId)))
  if (!chapter?.libraryPath) return undefined
  return { ...target, chapterPath: chapter.libraryPath }
}

/** A refused replacement: the old file goes back, and its chapter is told its old name again. */
async function restoreReplaced(
  context: UploadJobContext,
  record: UploadRecord,
  chapterId: number,
  oldPath: string,
) {
  const aside = join(uploadsLayout(context.uploadsDir).replaced, record.id, basename(oldPath))
  if (await exists(aside)) {
    await mkdir(dirname(join(context.uploadsDir, oldPath)), { recursive: true })
    await rename(aside, join(context.uploadsDir, oldPath))
  }
  await rm(join(uploadsLayout(context.uploadsDir).replaced, record.id), { recursive: true, force: true })
  await context.db.update(chapters).set({ libraryPath: oldPath }).where(eq(chapters.id, chapterId))
}
