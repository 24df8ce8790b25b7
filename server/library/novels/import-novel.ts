import { readdir } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { numbered } from '../../posts/chapter-title.ts'
import { MEDIA_SRC } from '../../posts/media-src.ts'
import { slugOf } from '../../posts/slug.ts'
import { ageRatingOfText, optionalRating } from '../age-rating.ts'
import { SYMBOLIC_LINK } from '../files.ts'
import { libraryKind } from '../kind.ts'
import { copyCover, storeImage } from '../media.ts'
import { motWords } from '../mot-json.ts'
import { nfc } from '../names.ts'
import { type ImportRun, kindFolder } from '../run.ts'
import { categoriesWithinLimit, factsWithinLimits, namesOf, peopleWithinLimit } from '../within-limits.ts'
import { BOOK_IMAGE } from './chapter-html.ts'
import type { Book } from './epub.ts'
import type { NovelItem } from './read-novel.ts'

export type { NovelItem } from './read-novel.ts'

const coverName = /^cover\.(jpe?g|png|webp)$/i

/** Lists `<library>/novels`: books and chapter folders (nothing is read yet). */
async function listNovels(run: ImportRun): Promise<NovelItem[]> {
  const items: NovelItem[] = []
  for (const entry of await kindFolder(run, 'novels')) {
    const path = `novels/${nfc(entry.name)}`
    const file = join(entry.parentPath, entry.name)
    const ext = extname(entry.name).toLowerCase()
    if (entry.isFile() && (ext === '.epub' || ext === '.pdf')) {
      const kind = ext === '.pdf' ? 'pdf' : 'epub'
      items.push({ path, name: nfc(basename(entry.name, extname(entry.name))), kind, file, folder: null })
    } else if (entry.isDirectory()) {
      const inside = await readdir(file, { withFileTypes: true })
      // mot.json reports its own.
      for (const link of inside.filter((e) => e.isSymbolicLink() && !/^(\.|mot\.json$)/.test(e.name))) {
        run.skip(`${path}/${nfc(link.name)}`, SYMBOLIC_LINK)
      }
      const epub = inside.find((e) => e.isFile() && extname(e.name).toLowerCase() === '.epub')?.name
      items.push(
        epub
          ? { path, name: nfc(entry.name), kind: 'epub', file: join(file, epub), folder: file }
          : { path, name: nfc(entry.name), kind: 'text', file, folder: file },
      )
    } else if (entry.isFile()) {
      run.skip(path, 'not a novel: a novel is an .epub or .pdf file or a folder of chapter files')
    }
  }
  return items
}

/** The book's images stored in the media store; those that are no image are left out, with why. */
async function storeBookImages(run: ImportRun, item: NovelItem, folder: string, book: Book) {
  const stored = new Map<string, string>()
  for (const image of book.images) {
    try {
      stored.set(
        image.name,
        await storeImage(
          run.options.mediaDir,
          folder,
          Buffer.from(image.bytes),
          `${item.path}/${image.name}`,
        ),
      )
    } catch (error) {
      run.refuse(`${item.path}/${image.name}`, error)
    }
  }
  return stored
}

/** Chapter HTML with its book images (`<img src>`, SVG's `<image href>`) pointing at the media store, and those not stored removed. */
function withStoredImages(html: string, stored: Map<string, string>) {
  return html.replace(/<(img|image)\b[^>]*>/g, (tag) => {
    const name = /\s(?:src|href)="book-image:([^"]*)"/.exec(tag)?.[1]
    if (name === undefined) return tag
    const path = stored.get(name.replaceAll('&amp;', '&'))
    return path ? tag.replace(`${BOOK_IMAGE}${name}`, `${MEDIA_SRC}${path}`) : ''
  })
}

/**
 * Novels (docs/library.md, Novels): an EPUB or PDF, or a folder of chapter files. A novel is read whole:
 * its chapters become the sanitised HTML the reader shows, its book images are stored in the media
 * store.
 */
export const novels = libraryKind({
  folder: 'novels',
  posttype: 'novel',
  find: listNovels,
  progress: (item: NovelItem) => [item.path],
  async read(run, item) {
    const { mot, book, chapters, skipped } = await run.read('readNovel', { item })
    for (const { path, reason } of skipped) run.skip(path, reason)
    const epubInFolder = item.kind === 'epub' && item.folder ? `${item.path}/${basename(item.file)}` : null
    run.use(...chapters.map((c) => c.path), item.folder ? `${item.path}/mot.json` : item.path, epubInFolder)
    return { name: mot?.title?.vi ?? mot?.title?.en ?? book?.title ?? item.name, chapters, mot, book }
  },
  async describe({ run, item, read: { mot, book }, folder }) {
    const images = book ? await storeBookImages(run, item, folder, book) : new Map<string, string>()
    const cover = await novelCover(run, item, folder, book)
    const report = run.skip.bind(run)
    return {
      values: {
        ...motWords(mot, book?.title ?? item.name, book?.description ?? ''),
        author: mot?.author ?? book?.author ?? null,
        releaseYear: mot?.releaseYear ?? null,
        facts: book && factsWithinLimits(book.facts, item.path, report),
        // The EPUB's rating meta, unless it says none (age-rating.ts); an admin's locked one stays (save.ts).
        ...optionalRating(ageRatingOfText(book?.facts.age_rating)),
        feature: cover,
      },
      chapter: ({ found, index }) => {
        const html = withStoredImages(found.html, images)
        const name = found.title ? { vi: found.title, en: found.title } : undefined
        return { title: numbered(index, 'Chương', 'Chapter', name), content: { vi: html, en: html } }
      },
      categories: categoriesWithinLimit(mot?.categories ?? book?.subjects ?? [], item.path, report).map(
        slugOf,
      ),
      credits: {
        author: peopleWithinLimit(namesOf(mot?.author ?? book?.author), 'authors', item.path, report),
        artist: peopleWithinLimit(mot?.artists ?? [], 'artists', item.path, report),
      },
    }
  },
})

/** `cover.jpg|png|webp` beside the book or chapters, else the EPUB's own cover; none is no error. */
async function novelCover(run: ImportRun, item: NovelItem, folder: string, book: Book | null) {
  const { mediaDir } = run.options
  // A linked cover was reported as the novel was listed.
  const beside = item.folder
    ? (await readdir(item.folder, { withFileTypes: true })).find((e) => e.isFile() && coverName.test(e.name))
        ?.name
    : undefined
  if (beside) run.use(`${item.path}/${beside}`)
  try {
    if (beside) return await copyCover(mediaDir, folder, join(item.folder!, beside), `${item.path}/${beside}`)
    if (book?.cover)
      return await storeImage(mediaDir, folder, Buffer.from(book.cover.bytes), `${item.path} cover`, 'cover-')
  } catch (error) {
    run.refuse(beside ? `${item.path}/${beside}` : `${item.path} (cover)`, error)
  }
  return null
}
