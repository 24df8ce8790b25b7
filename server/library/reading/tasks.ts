/**
 * What the importer reads off the server's event loop: each export reads one file (or one folder's
 * listing) of the library, in the reader's process (readers.ts), and answers plain data. Only
 * reading and writing files happens here; the database is the server's.
 *
 * A refusal crosses back as data, since an error loses its class and kind between processes.
 */
import { constants, setPriority } from 'node:os'
import { copyArchiveCover } from '../archive-cover.ts'
import { type ComicChapterSource, scanComicSeries } from '../comics.ts'
import { FileReads, type FileReadsByFile } from '../file-reads.ts'
import { scanFilm as scanFilmFolder } from '../films/scan.ts'
import { storeSubtitle as storeSubtitleFile } from '../films/store.ts'
import { readGame as readGameFile } from '../game-json.ts'
import { copyPages as copyChapterPages, storedPageSizes } from '../media.ts'
import { type NovelItem, readNovel as readNovelFiles } from '../novels/read-novel.ts'
import { scanPdfComic } from '../pdf-comics.ts'
import { Refusal, type RefusalKind } from '../refusal.ts'

// Below the server's requests: on a busy machine, reading a library waits for them, not they for it.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL)
} catch {
  // A system that refuses it reads at the usual priority.
}

export type Outcome<T> =
  | { value: T }
  | { refusal: { message: string; kind: RefusalKind | undefined; details: string | undefined } }

const outcome =
  <A, T>(read: (argument: A) => Promise<T>) =>
  async (argument: A): Promise<Outcome<T>> => {
    try {
      return { value: await read(argument) }
    } catch (error) {
      if (error instanceof Refusal) {
        return { refusal: { message: error.message, kind: error.kind, details: error.details } }
      }
      throw error
    }
  }

/** Answers once the reader has started, its modules loaded: a file's time limit starts after it. */
export const ready = async () => true

/**
 * A comic series' folder: its chapters listed and fingerprinted, its ComicInfo.xml and mot.json read;
 * files unchanged since `known` was read are not read again. Answers the reads it used, for the store.
 */
export const scanSeries = outcome(async (a: { library: string; dirs: string[]; known: FileReadsByFile }) => {
  const reads = new FileReads(a.known)
  return { ...(await scanComicSeries(a.library, a.dirs, reads)), reads: reads.used }
})

/** A PDF on its own among the comics: its metadata and outline, as a series (read as scanSeries is). */
export const scanPdf = outcome(async (a: { library: string; file: string; known: FileReadsByFile }) => {
  const reads = new FileReads(a.known)
  return { ...(await scanPdfComic(a.library, a.file, reads)), reads: reads.used }
})

/** A comic chapter's pages, each checked, copied into the media store. */
export const copyPages = outcome(
  (a: { mediaDir: string; folder: string; source: ComicChapterSource; copy: string }) =>
    copyChapterPages(a.mediaDir, a.folder, a.source, a.copy),
)

/** The sizes of a comic chapter's pages stored before sizes were recorded, from their headers. */
export const pageSizes = outcome((a: { mediaDir: string; pages: string[] }) =>
  storedPageSizes(a.mediaDir, a.pages),
)

/** A comic archive's own cover (`cover.jpg`, `folder.jpg` inside it), checked, into the media store. */
export const copyCover = outcome((a: { mediaDir: string; folder: string; source: ComicChapterSource }) =>
  copyArchiveCover(a.mediaDir, a.folder, a.source),
)

/** A novel: its EPUB or chapter files, and its mot.json. */
export const readNovel = outcome((a: { item: NovelItem }) => readNovelFiles(a.item))

/** A game's JSON, checked by its schema. */
export const readGame = outcome((a: { file: string }) => readGameFile(a.file))

/** A film's folder: its videos and captions listed, its mot.json read. */
export const scanFilm = outcome((a: { library: string; dirs: string[] }) => scanFilmFolder(a.library, a.dirs))

/** A caption file, as WebVTT in the media store. */
export const storeSubtitle = outcome(
  (a: { mediaDir: string; folder: string; file: string; language: string }) =>
    storeSubtitleFile(a.mediaDir, a.folder, a.file, a.language),
)
