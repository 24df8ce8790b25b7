import { createHash } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ComicChapterSource, chapterPages } from './comics.ts'
import { readLibraryFile } from './files.ts'
import { checkImage } from './images.ts'
import { Refusal } from './refusal.ts'

/**
 * Where a post's files live in the media store: `library/comics/<slug>/<fingerprint>/001.jpg` for a
 * comic's pages, `library/novels/<slug>/<hash>.png` for a book's images, `…/cover-<hash>.png` for a
 * cover. Named by content, so a changed chapter gets new URLs and caches never serve its old files.
 */
export const mediaFolder = (kind: 'comics' | 'novels' | 'films', slug: string) => `library/${kind}/${slug}`

export const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12)

/**
 * Copies a chapter's pages into the media store, each checked by its content on the way; on a
 * refusal the chapter's folder is removed again, so no half-copied chapter stays behind.
 */
export async function copyPages(mediaDir: string, postFolder: string, source: ComicChapterSource) {
  const folder = `${postFolder}/${source.fingerprint}`
  await mkdir(join(mediaDir, folder), { recursive: true })
  try {
    const pages: string[] = []
    for await (const page of chapterPages(source)) {
      const image = await checkImage(page.bytes, page.name)
      const path = `${folder}/${String(pages.length + 1).padStart(3, '0')}.${image.ext}`
      await writeFile(join(mediaDir, path), page.bytes)
      pages.push(path)
    }
    if (pages.length === 0) throw new Refusal('no pages')
    return pages
  } catch (error) {
    await rm(join(mediaDir, folder), { recursive: true, force: true })
    throw error
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
    // Written aside, then named: a write cut short (a full disk) must not leave a half image under
    // the name of the whole one, which the check above would then keep for ever.
    const partial = `${join(mediaDir, path)}.part`
    await writeFile(partial, bytes).catch(async (error: unknown) => {
      await rm(partial, { force: true })
      throw error
    })
    await rename(partial, join(mediaDir, path))
  }
  return path
}

/** A cover.jpg|png|webp beside a series or a book (never through a link), checked and stored (once). */
export async function copyCover(mediaDir: string, postFolder: string, file: string, name: string) {
  const bytes = await readLibraryFile(file)
  if (!bytes) throw new Refusal(`${name} is not there`)
  return storeImage(mediaDir, postFolder, bytes, name, 'cover-')
}

/**
 * Removes what a post's folder holds besides `keep` (names or paths of what its rows use, a file
 * inside an entry keeping the entry): the pages of a replaced file, an old cover. Called only after
 * the commit that stopped using them.
 */
export async function removeUnused(mediaDir: string, folder: string, keep: Set<string>) {
  const inside = [...keep].filter((path) => path.startsWith(`${folder}/`))
  for (const name of await readdir(join(mediaDir, folder)).catch(() => [])) {
    const entry = `${folder}/${name}`
    if (!keep.has(name) && !keep.has(entry) && !inside.some((path) => path.startsWith(`${entry}/`))) {
      await rm(join(mediaDir, folder, name), { recursive: true, force: true })
    }
  }
}
