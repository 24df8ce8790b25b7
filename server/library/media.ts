import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import { type ComicChapterSource, chapterPages } from './comics.ts'
import { readLibraryFile } from './files.ts'
import { checkImage } from './images.ts'
import { Refusal } from './refusal.ts'

/**
 * Where a post's files live in the media store: `library/comics/<slug>/<fingerprint>/001.jpg` for a
 * comic's pages, `library/novels/<slug>/<hash>.png` for a book's images, `…/cover-<hash>.png` for a
 * cover. Named by content, so a changed chapter gets new URLs and caches never serve its old files.
 */
export const mediaFolder = (kind: string, slug: string) => `library/${kind}/${slug}`

export const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12)

/**
 * What an import writes starts under a name beginning with this (hidden: the media route serves no
 * name starting with a dot) and takes its own name once complete: a file or chapter killed halfway
 * (its reading over its limits, the server stopped) never stands under a name a row could use, and
 * what it left is removed at the next start (leftovers.ts).
 */
export const STAGING = '.importing-'

/**
 * Where one copy of a chapter's pages is made before it takes its folder's name: a name of its own
 * (`copy`, made by the caller, which removes it if the reading is stopped), since two imports at once
 * may copy the same chapter.
 */
export const stagedPages = (mediaDir: string, postFolder: string, source: ComicChapterSource, copy: string) =>
  join(mediaDir, postFolder, `${STAGING}${source.fingerprint}-${copy}`)

/** A name for one copy of a chapter's pages (stagedPages). */
export const copyName = () => randomBytes(6).toString('hex')

/** A comic chapter's pages in the media store, and each one's size, read as it was checked. */
export interface StoredPages {
  pages: string[]
  sizes: PageSize[]
}

/**
 * Copies a chapter's pages into the media store, each checked by its content on the way, into a
 * staging folder renamed into place once all are in; on a refusal the staging folder is removed, so
 * no half-copied chapter stays behind.
 */
export async function copyPages(
  mediaDir: string,
  postFolder: string,
  source: ComicChapterSource,
  copy = copyName(),
): Promise<StoredPages> {
  const folder = `${postFolder}/${source.fingerprint}`
  const staging = stagedPages(mediaDir, postFolder, source, copy)
  await mkdir(staging, { recursive: true })
  try {
    const pages: string[] = []
    const sizes: PageSize[] = []
    for await (const page of chapterPages(source, join(staging, `${STAGING}unpacked`))) {
      const image = await checkImage(page.bytes, page.name)
      const name = `${String(pages.length + 1).padStart(3, '0')}.${image.ext}`
      await writeFile(join(staging, name), image.bytes)
      pages.push(`${folder}/${name}`)
      sizes.push({ width: image.width, height: image.height })
    }
    if (pages.length === 0) throw new Refusal('no pages')
    await rename(staging, join(mediaDir, folder)).catch(async (error: NodeJS.ErrnoException) => {
      // A folder already under the chapter's name is a whole copy of the same content (named by its
      // fingerprint, and only ever renamed into place complete): another import's, made at the same
      // time or never committed. It is kept as it is, never removed from under that import, and
      // marked as just written, so that no import removes it before this one's commit names it.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
      const now = new Date()
      await utimes(join(mediaDir, folder), now, now)
    })
    return { pages, sizes }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * The sizes of a chapter's pages stored before sizes were recorded, read from each file's header
 * (nothing is decoded): a rescan gives such a chapter its sizes without copying its pages again.
 * Null when a page cannot be read: the chapter keeps its pages, and the reader learns their sizes.
 */
export async function storedPageSizes(mediaDir: string, pages: string[]): Promise<PageSize[] | null> {
  const sizes: PageSize[] = []
  for (const page of pages) {
    // Stored pages were checked once already: within the pixel limit, and never through a link.
    const meta = await sharp(join(mediaDir, page))
      .metadata()
      .catch(() => null)
    if (!meta?.width || !meta.height) return null
    // As checkImage reads it: the resized copies readers are served keep the stored pixels' shape.
    sizes.push({ width: meta.width, height: meta.height })
  }
  return sizes
}

/** Writes a file of the media store whole or not at all: under a staging name, then renamed. */
export async function writeWhole(mediaDir: string, path: string, bytes: Uint8Array | string) {
  const staging = join(
    mediaDir,
    `${path.slice(0, path.lastIndexOf('/'))}/${STAGING}${randomBytes(6).toString('hex')}`,
  )
  try {
    await writeFile(staging, bytes)
    await rename(staging, join(mediaDir, path))
  } finally {
    await rm(staging, { force: true })
  }
}

/**
 * An image checked by its content and stored in a post's folder under a name from its content
 * (`<prefix><hash>.<ext>`), written once: the same image twice is one file.
 */
export async function storeImage(
  mediaDir: string,
  postFolder: string,
  bytes: Buffer,
  name: string,
  prefix = '',
) {
  const image = await checkImage(bytes, name)
  const path = `${postFolder}/${prefix}${hashOf(bytes)}.${image.ext}`
  const there = await stat(join(mediaDir, path)).catch(() => null)
  if (!there) {
    await mkdir(join(mediaDir, postFolder), { recursive: true })
    // Whole or not at all: a write cut short (a full disk) must not leave a half image under the name
    // of the whole one, which the check above would then keep for ever.
    await writeWhole(mediaDir, path, image.bytes)
  }
  return path
}

/** A cover.jpg|png|webp beside a series or a book (never through a link), checked and stored (once). */
export async function copyCover(mediaDir: string, postFolder: string, file: string, name: string) {
  const bytes = await readLibraryFile(file)
  if (!bytes) throw new Refusal(`${name} is not there`)
  return storeImage(mediaDir, postFolder, bytes, name, 'cover-')
}
