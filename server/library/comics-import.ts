import { rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type ComicChapterSource, type ComicSeries, chapterTitle, comicDetails } from './comics.ts'
import { storedFileReads } from './file-reads-store.ts'
import { copyName, mediaFolder, stagedPages } from './media.ts'
import { pdfName } from './pdf.ts'
import { type ImportRun, isStop, scanFolders } from './run.ts'
import { planChapters, savePost } from './save.ts'
import { removeUnnamed } from './unused-media.ts'
import { categoriesWithinLimit, factsWithinLimits, postWithinLimits } from './within-limits.ts'

/**
 * The cover inside the first archive that has one (`cover.jpg`, `folder.jpg`), when there is none
 * beside the chapters; a bad one is reported and the first page stands in.
 */
async function archiveCover(run: ImportRun, folder: string, chapters: ComicChapterSource[]) {
  const source = chapters.find((c) => c.cover)
  if (!source) return null
  try {
    return await run.read('copyCover', { mediaDir: run.options.mediaDir, folder, source })
  } catch (error) {
    if (isStop(error)) throw error
    run.refuse(`${source.path}/${source.cover}`, error)
    return null
  }
}

/**
 * Scans `<library>/comics`: each folder a series, its chapters listed (pages are read on import), and
 * each PDF there a series of its own. What the scans read in archives and PDFs is kept for the next
 * (file-reads.ts): an unchanged rescan unpacks and hashes nothing.
 */
export async function scanComics(run: ImportRun): Promise<ComicSeries[]> {
  const reads = await storedFileReads(run.db, join(run.options.library, 'comics'))
  const series = await scanFolders(
    run,
    'comics',
    async (library, dirs) =>
      reads.take(await run.read('scanSeries', { library, dirs, known: reads.of(dirs) })),
    {
      name: pdfName,
      scan: async (library, file) =>
        reads.take(await run.read('scanPdf', { library, file, known: reads.of([file]) })),
    },
  )
  // A scan of one item, or one stopped, saw only some of the files: it forgets none of the others'.
  await reads.save(!run.options.only && !run.options.signal?.aborted)
  return series
}

/**
 * Imports one series: chapters whose content is stored already (unchanged, renamed or moved) keep
 * their pages; the others are copied in, each checked; the post and its chapters are then written
 * in one transaction, and the pages nothing uses any more removed after it.
 */
export async function importComic(run: ImportRun, series: ComicSeries) {
  const fingerprints = series.chapters.map((c) => c.fingerprint)
  const beside = (file: string | null) => file && `${series.path}/${basename(file)}`
  run.use(
    ...series.chapters.map((c) => c.path),
    beside(series.cover),
    beside('ComicInfo.xml'),
    beside('mot.json'),
  )
  const claim = await run.claim('comic', series.path, series.folderName, fingerprints)
  if ('refused' in claim) {
    for (const c of series.chapters) run.progress(c.path)
    run.skip(series.path, claim.refused)
    return
  }
  const { stored, slug } = claim
  const { mediaDir } = run.options
  const folder = mediaFolder('comics', slug)
  const pages = new Map<ComicChapterSource, string[]>()
  for (const planned of planChapters(stored?.chapters ?? [], series.chapters).chapters) {
    const copy = copyName()
    try {
      const kept = planned.same ? (planned.stored?.content?.vi as string[] | undefined) : undefined
      pages.set(
        planned.found,
        kept ?? (await run.read('copyPages', { mediaDir, folder, source: planned.found, copy })),
      )
    } catch (error) {
      // A reading stopped at its limits left its pages half-copied under their staging name.
      await rm(stagedPages(mediaDir, folder, planned.found, copy), { recursive: true, force: true })
      if (isStop(error)) throw error
      run.refuse(planned.found.path, error)
    }
    run.progress(planned.found.path)
  }
  // A chapter that could not be read now is planned as missing: its old version, if any, is hidden.
  const plan = planChapters(
    stored?.chapters ?? [],
    series.chapters.filter((c) => pages.has(c)),
  )
  if (plan.chapters.length === 0) {
    run.skip(series.path, 'no readable chapter')
    return
  }
  const cover = series.cover
    ? await run.cover(folder, series.path, series.cover)
    : await archiveCover(
        run,
        folder,
        plan.chapters.map((c) => c.found),
      )
  const { categories, newCategories, facts, ...details } = comicDetails(
    series,
    plan.chapters.map((c) => c.found),
  )
  const first = pages.get(plan.chapters[0]!.found)!
  const report = run.skip.bind(run)
  const values = postWithinLimits(
    {
      slug,
      posttype: 'comic' as const,
      ...run.provenance(series.path),
      ...details,
      facts: facts && factsWithinLimits(facts, series.path, report),
      feature: cover ?? first[0]!,
    },
    series.path,
    report,
  )
  const saved = await savePost(
    run.db,
    stored,
    values,
    plan,
    ({ found, index }) => {
      const list = pages.get(found)!
      return { title: chapterTitle(index, found, report), content: { vi: list, en: list } }
    },
    categoriesWithinLimit(categories, series.path, report),
    undefined,
    newCategories,
  )
  run.count(!stored, saved)
  // Hidden chapters keep their pages (their rows name them), so a returning file needs nothing copied.
  await removeUnnamed(run.db, mediaDir, folder, { postId: saved.postId, since: run.started })
}
