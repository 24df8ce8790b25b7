import { rm } from 'node:fs/promises'
import { type ComicChapterSource, type ComicSeries, chapterTitle, comicDetails } from './comics.ts'
import { copyName, mediaFolder, removeUnused, stagedPages } from './media.ts'
import { reasonOf } from './refusal.ts'
import { type ImportRun, isStop, scanFolders } from './run.ts'
import { planChapters, savePost } from './save.ts'
import { categoriesWithinLimit, factsWithinLimits, postWithinLimits } from './within-limits.ts'

/** Scans `<library>/comics`: each folder a series, its chapters listed (pages are read on import). */
export const scanComics = (run: ImportRun): Promise<ComicSeries[]> =>
  scanFolders(run, 'comics', (library, dirs) => run.read('scanSeries', { library, dirs }))

/**
 * Imports one series: chapters whose content is stored already (unchanged, renamed or moved) keep
 * their pages; the others are copied in, each checked; the post and its chapters are then written
 * in one transaction, and the pages nothing uses any more removed after it.
 */
export async function importComic(run: ImportRun, series: ComicSeries) {
  const fingerprints = series.chapters.map((c) => c.fingerprint)
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
      run.skip(planned.found.path, reasonOf(error))
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
  const cover = await run.cover(folder, series.path, series.cover)
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
  // Hidden chapters keep their pages, so a returning file needs nothing copied.
  const keep = new Set([
    values.feature,
    ...saved.media,
    ...plan.chapters.map((c) => c.found.fingerprint),
    ...plan.missing.flatMap((c) => c.fingerprint ?? []),
  ])
  await removeUnused(mediaDir, folder, keep)
}
