import { createHash } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, relative, sep } from 'node:path'
import { naturalOrder } from '../../src/contract/natural-order.ts'
import type { PostFacts } from '../../src/contract/schemas/facts.ts'
import { numbered } from '../posts/chapter-title.ts'
import { archiveLimits, isCoverEntry, isLitter, isPageName, openArchive, pagesOf } from './archive.ts'
import { type ComicInfo, parseComicInfo } from './comic-info.ts'
import type { ComicChapterSource, ComicSeries } from './comic-series.ts'
import { decodeMarkup } from './encoding.ts'
import { FileReads, folderState } from './file-reads.ts'
import { fileHash, readLibraryFile, SYMBOLIC_LINK } from './files.ts'
import { libraryLimits } from './limits.ts'
import { firstMotJson, motWords } from './mot-json.ts'
import { nfc } from './names.ts'
import { pdfName } from './pdf.ts'
import { pdfChapter, pdfPages } from './pdf-comics.ts'
import { isMisencoded, MISENCODED, Refusal, reasonOf } from './refusal.ts'
import { anyCase, exactly, unpackArchive, unpackedArchiveName } from './unpack.ts'
import { chapterTitleWithinLimit, namesOf, type ReportCut } from './within-limits.ts'

export type { ComicChapterSource, ComicSeries }

const archiveName = /\.(cbz|zip)$/i
/** Why a file in a chapter's folder is passed over. */
const NOT_A_PAGE = 'not a page: a chapter’s folder is read for its pictures only'
const coverName = /^cover\.(jpe?g|png|webp)$/i

const natural = naturalOrder

/** A folder's entries, sub-folders included, by their path inside it (links are listed, not followed). */
async function folderEntries(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const path = (e: (typeof entries)[number]) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')
  return {
    files: entries.filter((e) => e.isFile()).map(path),
    links: entries.filter((e) => e.isSymbolicLink() && !isLitter(path(e))).map(path),
  }
}

/** A folder's images, sub-folders included, in natural order of their path. */
async function folderImages(dir: string): Promise<string[]> {
  return natural((await folderEntries(dir)).files.filter(isPageName), (f) => f)
}

/** An archive's fingerprint from its directory (names, sizes, CRC-32s): no page is read for it. */
async function archiveFingerprint(file: string) {
  const archive = await openArchive(file)
  try {
    const hash = createHash('sha256')
    hash.update(archive.signature)
    hash.update(archive.comicInfo ?? '')
    return {
      fingerprint: hash.digest('hex').slice(0, 16),
      comicInfo: parseComicInfo(archive.comicInfo),
      cover: archive.cover,
    }
  } finally {
    archive.close()
  }
}

const isComicInfo = (name: string) => /(^|\/)ComicInfo\.xml$/i.test(name) && !isLitter(name)

/**
 * A CBR's or CB7's fingerprint: its bytes (RAR and 7z keep no CRC of a page where it can be read for
 * free, and a solid archive is one stream). Only its ComicInfo.xml and cover are unpacked, to a
 * scratch folder, to be read.
 */
async function unpackedFingerprint(file: string) {
  const bytes = await fileHash(file)
  const scratch = await mkdtemp(join(tmpdir(), 'mot-scan-'))
  try {
    const names = await unpackArchive(file, scratch, {
      include: [anyCase('ComicInfo.xml'), `${anyCase('cover.')}*`, `${anyCase('folder.')}*`],
      keep: (name) => (isComicInfo(name) || isCoverEntry(name)) && !isLitter(name),
    })
    const info = names.find(isComicInfo)
    const text =
      info && (await stat(join(scratch, info))).size <= libraryLimits.metadataBytes
        ? decodeMarkup(await readFile(join(scratch, info)))
        : null
    return {
      fingerprint: createHash('sha256')
        .update(`${bytes}\n${text ?? ''}`)
        .digest('hex')
        .slice(0, 16),
      comicInfo: parseComicInfo(text),
      cover: pagesOf(names).cover,
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** A page of a folder chapter (never through a link); one the size of a zip bomb's is refused before it is read. */
async function readPage(dir: string, name: string) {
  const file = join(dir, name)
  if ((await stat(file)).size > archiveLimits.entryBytes) throw new Refusal(`${name} is too large`)
  const bytes = await readLibraryFile(file)
  if (!bytes) throw new Refusal(`${name} is gone`)
  return bytes
}

/** The ComicInfo.xml beside a series' chapters; one that cannot be read is reported, and the names still work. */
async function readComicInfo(dir: string, path: string, skipped: ComicSeries['skipped']) {
  try {
    const bytes = await readLibraryFile(join(dir, 'ComicInfo.xml'), libraryLimits.metadataBytes)
    // Written by whichever tagger, in whichever encoding it chose (UTF-16 by some).
    return bytes && decodeMarkup(bytes)
  } catch (error) {
    skipped.push({ path: `${path}/ComicInfo.xml`, reason: reasonOf(error) })
    return null
  }
}

/**
 * A folder chapter's fingerprint: its pages' names and bytes, so the same pages elsewhere (a copy, a
 * move) are the same chapter. Its pages are read again only when one's name, size, modification or
 * change time or inode differs from the scan that read them (file-reads.ts), not at every scan.
 */
async function folderFingerprint(dir: string, files: string[], reads: FileReads) {
  const names = natural(files.filter(isPageName), (f) => f)
  if (names.length === 0) throw new Refusal('a folder with no images')
  return reads.read(
    dir,
    'folder@1',
    async () => {
      const hash = createHash('sha256')
      for (const name of names) hash.update(name).update(await readPage(dir, name))
      return hash.digest('hex').slice(0, 16)
    },
    () => folderState(dir, names),
  )
}

/**
 * Scans `<library>/comics/<Series>/`: its chapters (archives and image folders, in natural order),
 * ComicInfo.xml beside them, mot.json and cover. Pages are not read here; an archive that cannot even
 * be listed is skipped with its reason. `dirs` are the series' folders: one, or twins whose names
 * differ only in their Unicode form (names.ts), read as one series. An archive or PDF unchanged since
 * an earlier scan is answered from `reads` (file-reads.ts), not read again.
 */
export async function scanComicSeries(
  library: string,
  dirs: string | string[],
  reads = new FileReads(),
): Promise<ComicSeries> {
  const folders = typeof dirs === 'string' ? [dirs] : dirs
  const dir = folders[0]!
  const path = nfc(relative(library, dir).split(sep).join('/'))
  const listed: { entry: Dirent; dir: string }[] = []
  for (const folder of folders) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (!isLitter(entry.name)) listed.push({ entry, dir: folder })
    }
  }
  const names = natural(listed, (e) => nfc(e.entry.name))
  const skipped: ComicSeries['skipped'] = []
  const chapters: ComicChapterSource[] = []
  let info: ComicInfo | null = null
  for (const folder of folders) info ??= parseComicInfo(await readComicInfo(folder, path, skipped))
  const taken = new Map<string, string>()
  for (const { entry, dir: folder } of names) {
    const file = join(folder, entry.name)
    const chapterPath = `${path}/${nfc(entry.name)}`
    if (isMisencoded(entry.name)) {
      skipped.push({ path: chapterPath, reason: MISENCODED })
      continue
    }
    if (entry.isSymbolicLink()) {
      // ComicInfo.xml, mot.json and the cover report their own.
      if (!/^(ComicInfo\.xml|mot\.json)$/i.test(entry.name))
        skipped.push({ path: chapterPath, reason: SYMBOLIC_LINK })
      continue
    }
    const zip = archiveName.test(entry.name)
    const unpacked = unpackedArchiveName.test(entry.name)
    const pdf = pdfName.test(entry.name)
    const isChapter = (entry.isFile() && (zip || unpacked || pdf)) || entry.isDirectory()
    if (!isChapter) continue
    if (taken.has(chapterPath)) {
      skipped.push({
        path: chapterPath,
        reason: `another chapter has the same name (${taken.get(chapterPath)})`,
      })
      continue
    }
    taken.set(chapterPath, relative(library, file).split(sep).join('/'))
    try {
      if (entry.isFile() && (zip || unpacked)) {
        const found = await (zip
          ? reads.read(file, 'zip@1', () => archiveFingerprint(file))
          : reads.read(file, 'unpacked@1', () => unpackedFingerprint(file)))
        chapters.push({
          path: chapterPath,
          file,
          kind: zip ? 'archive' : 'unpacked',
          fingerprint: found.fingerprint,
          info: found.comicInfo,
          cover: found.cover,
        })
      } else if (entry.isFile()) {
        chapters.push(await pdfChapter(chapterPath, file, reads))
      } else {
        const inside = await folderEntries(file)
        for (const link of inside.links) {
          skipped.push({ path: `${chapterPath}/${nfc(link)}`, reason: SYMBOLIC_LINK })
        }
        for (const other of inside.files.filter((f) => !isPageName(f) && !isLitter(f))) {
          skipped.push({ path: `${chapterPath}/${nfc(other)}`, reason: NOT_A_PAGE })
        }
        chapters.push({
          path: chapterPath,
          file,
          kind: 'folder',
          fingerprint: await folderFingerprint(file, inside.files, reads),
          info: null,
        })
      }
    } catch (error) {
      skipped.push({ path: chapterPath, reason: reasonOf(error) })
    }
  }
  const mot = await firstMotJson(folders, path, skipped)
  // A linked cover was reported with the other links: the first page is the cover then.
  const cover = names.find((e) => e.entry.isFile() && coverName.test(e.entry.name))
  return {
    path,
    folderName: nfc(basename(dir)),
    info,
    mot,
    cover: cover ? join(cover.dir, cover.entry.name) : null,
    chapters,
    skipped,
  }
}

/**
 * A chapter's pages, one at a time (an archive stays open only while they are read). A CBR or CB7 is
 * unpacked first into `scratch` (a folder of the caller's, in the media store's staging area, so what
 * a killed reading left there is cleaned up as any staging), removed once its pages are read.
 */
export async function* chapterPages(
  source: ComicChapterSource,
  scratch: string,
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  if (source.kind === 'folder') {
    for (const name of await folderImages(source.file))
      yield { name, bytes: await readPage(source.file, name) }
    return
  }
  if (source.kind === 'pdf') {
    yield* pdfPages(source, scratch)
    return
  }
  if (source.kind === 'unpacked') {
    await mkdir(scratch, { recursive: true })
    try {
      const names = await unpackArchive(source.file, scratch, { keep: isPageName })
      for (const name of pagesOf([...new Set(names)]).pages) {
        yield { name, bytes: await readFile(join(scratch, name)) }
      }
    } finally {
      await rm(scratch, { recursive: true, force: true })
    }
    return
  }
  const archive = await openArchive(source.file)
  try {
    for (const name of archive.pages) yield { name, bytes: await archive.read(name) }
  } finally {
    archive.close()
  }
}

/** An archive's `cover.jpg` or `folder.jpg` (`source.cover`), read within the archive's limits. */
export async function archiveCoverBytes(source: ComicChapterSource): Promise<Buffer> {
  const entry = source.cover
  if (!entry) throw new Refusal('no cover in the archive')
  if (source.kind === 'archive') {
    const archive = await openArchive(source.file)
    try {
      return await archive.read(entry)
    } finally {
      archive.close()
    }
  }
  const scratch = await mkdtemp(join(tmpdir(), 'mot-cover-'))
  try {
    await unpackArchive(source.file, scratch, { include: [exactly(entry)], keep: (name) => name === entry })
    return await readFile(join(scratch, entry))
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/**
 * A series' words, metadata first: mot.json (both languages), then ComicInfo.xml (the one beside the
 * chapters, else that of the first chapter imported: never a refused archive's), then the folder's
 * name. A title given in one language stands for both.
 */
export function comicDetails(series: ComicSeries, imported: ComicChapterSource[]) {
  const { mot } = series
  const info = series.info ?? imported.find((chapter) => chapter.info)?.info ?? null
  return {
    ...motWords(mot, info?.series ?? series.folderName, info?.summary ?? ''),
    // Who wrote it and who drew it, each once.
    author:
      mot?.author ??
      ([...new Set([...namesOf(info?.writer), ...namesOf(info?.penciller)])].join(', ') || null),
    /** Each name with a page of its own: the writers as authors, the pencillers as artists. */
    credits: {
      author: mot?.author !== undefined ? namesOf(mot.author) : namesOf(info?.writer),
      artist: mot?.artists ?? namesOf(info?.penciller),
    },
    releaseYear: mot?.releaseYear ?? info?.year ?? null,
    /** Category names or slugs: mot.json's name the site's; ComicInfo's genres and tags are made when missing. */
    categories: mot?.categories ?? [...(info?.genres ?? []), ...(info?.tags ?? [])],
    /** Whether the categories are ComicInfo's (made when the site has none by that name). */
    newCategories: !mot?.categories && info !== null,
    readingMode: mot?.direction ?? (info?.rightToLeft ? ('rtl' as const) : null),
    facts: info ? comicFacts(info) : null,
  }
}

/** What ComicInfo.xml says of a series beyond its words, as the detail page shows it. */
const comicFacts = (info: ComicInfo): PostFacts => ({
  publisher: info.publisher ?? null,
  languages: info.language ? [info.language] : [],
  age_rating: info.ageRating ?? null,
  web: info.web ?? null,
  characters: info.characters,
  subjects: [],
  series: null,
  series_position: null,
})

/**
 * A chapter's title: its ComicInfo volume, issue number and Title (`Tập 2 · Số 5: Về nhà`, the title
 * cut to a title's limit), else its place in the series ('Chương 3'). The number is the as
 * printed, which the chapter's place (its index, shown beside its title) need not be.
 */
export const chapterTitle = (index: number, source: ComicChapterSource, report: ReportCut) => {
  const info = source.info
  const name = chapterTitleWithinLimit(info?.title ?? null, source.path, report)
  const numbering = (volume: string, chapter: string) =>
    [info?.volume && `${volume} ${info.volume}`, info?.number && `${chapter} ${info.number}`]
      .filter(Boolean)
      .join(' · ')
  const titled = (numbers: string) => (numbers && name ? `${numbers}: ${name}` : numbers || name)
  const vi = titled(numbering('Tập', 'Số'))
  const en = titled(numbering('Vol.', 'No.'))
  return numbered(index, 'Chương', 'Chapter', vi && en ? { vi, en } : undefined)
}
