import { rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import { ageRatingOfText, optionalRating } from './age-rating.ts'
import { type ComicChapterSource, type ComicSeries, chapterTitle, comicDetails } from './comics.ts'
import { storedFileReads } from './file-reads-store.ts'
import { libraryKind } from './kind.ts'
import { copyName, stagedPages } from './media.ts'
import { pdfName } from './pdf.ts'
import { type ImportRun, isStop, scanFolders } from './run.ts'
import { categoriesWithinLimit, factsWithinLimits, peopleWithinLimit } from './within-limits.ts'

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

/** A chapter's pages in the media store, and their sizes when known. */
interface ChapterPages {
  pages: string[]
  sizes: PageSize[] | null
}

/**
 * The sizes of a kept chapter's stored pages; none when one cannot be read (the chapter keeps its
 * pages all the same, and the reader learns each page's size from its image, as before).
 */
async function keptPageSizes(run: ImportRun, pages: string[]) {
  try {
    return await run.read('pageSizes', { mediaDir: run.options.mediaDir, pages })
  } catch (error) {
    if (isStop(error)) throw error
    return null
  }
}

/**
 * Scans `<library>/comics`: each folder a series, its chapters listed (pages are read on import), and
 * each PDF there a series of its own. What the scans read in archives and PDFs is kept for the next
 * (file-reads.ts): an unchanged rescan unpacks and hashes nothing.
 */
async function scanComics(run: ImportRun): Promise<ComicSeries[]> {
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
 * Comics (docs/library.md, Layout): each folder of `comics/` a series, each PDF there a series of its
 * own. A chapter with its pages stored already (unchanged, renamed or moved) keeps them; the others'
 * pages are copied in, each checked.
 */
export const comics = libraryKind({
  folder: 'comics',
  posttype: 'comic',
  find: scanComics,
  progress: (series: ComicSeries) => series.chapters.map((c) => c.path),
  async read(run, series) {
    const beside = (file: string | null) => file && `${series.path}/${basename(file)}`
    run.use(
      ...series.chapters.map((c) => c.path),
      beside(series.cover),
      beside('ComicInfo.xml'),
      beside('mot.json'),
    )
    return { name: series.folderName, chapters: series.chapters }
  },
  async ready({ run, folder }, planned): Promise<ChapterPages> {
    const { mediaDir } = run.options
    const kept = planned.same ? (planned.stored?.content?.vi as string[] | undefined) : undefined
    if (kept) {
      const sizes = planned.stored?.pageSizes
      if (sizes?.length === kept.length) return { pages: kept, sizes }
      // Stored before page sizes were recorded: read from the pages in place, not copied again.
      return { pages: kept, sizes: await keptPageSizes(run, kept) }
    }
    const copy = copyName()
    try {
      return await run.read('copyPages', { mediaDir, folder, source: planned.found, copy })
    } catch (error) {
      // A reading stopped at its limits left its pages half-copied under their staging name.
      await rm(stagedPages(mediaDir, folder, planned.found, copy), { recursive: true, force: true })
      throw error
    }
  },
  noChapter: 'no readable chapter',
  async describe({ run, item: series, folder }, chapters, pages) {
    const imported = chapters.map((c) => c.found)
    const cover = series.cover
      ? await run.cover(folder, series.path, series.cover)
      : await archiveCover(run, folder, imported)
    const { categories, newCategories, facts, credits, ...details } = comicDetails(series, imported)
    const first = pages.get(imported[0]!)!.pages
    const report = run.skip.bind(run)
    return {
      values: {
        ...details,
        facts: facts && factsWithinLimits(facts, series.path, report),
        // ComicInfo's AgeRating, unless it says none (age-rating.ts); an admin's locked one stays (save.ts).
        ...optionalRating(ageRatingOfText(facts?.age_rating)),
        feature: cover ?? first[0]!,
      },
      chapter: ({ found, index }) => {
        const { pages: list, sizes } = pages.get(found)!
        return {
          title: chapterTitle(index, found, report),
          content: { vi: list, en: list },
          pageSizes: sizes,
        }
      },
      categories: categoriesWithinLimit(categories, series.path, report),
      newCategories,
      credits: {
        author: peopleWithinLimit(credits.author, 'authors', series.path, report),
        artist: peopleWithinLimit(credits.artist, 'artists', series.path, report),
      },
    }
  },
})
