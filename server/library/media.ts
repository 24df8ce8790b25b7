import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ChapterContent } from '../db/schema.ts'
import { type ComicChapterSource, chapterPages } from './comics.ts'
import { checkImage } from './images.ts'
import { Refusal } from './refusal.ts'

/**
 * Where a comic's files live in the media store: `library/comics/<slug>/<fingerprint>/001.jpg` for
 * pages, `library/comics/<slug>/cover-<hash>.png` for its cover. Named by content, so a changed
 * chapter gets new URLs and caches never serve its old pages.
 */
export const comicFolder = (slug: string) => `library/comics/${slug}`

/** The fingerprint a stored chapter's page paths carry. */
export const fingerprintOf = (content: ChapterContent | undefined) =>
  Array.isArray(content) ? content[0]?.split('/')[3] : undefined

export const hashOf = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12)

/**
 * Copies a chapter's pages into the media store, each checked by its content on the way; on a
 * refusal the chapter's folder is removed again, so no half-copied chapter stays behind.
 */
export async function copyPages(mediaDir: string, slug: string, source: ComicChapterSource) {
  const folder = `${comicFolder(slug)}/${source.fingerprint}`
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

/** A series' cover.jpg|png|webp, checked, stored under a name from its content (once). */
export async function copyCover(
  mediaDir: string,
  slug: string,
  file: string,
  name: string,
  folder = comicFolder(slug),
) {
  const bytes = await readFile(file)
  const image = await checkImage(bytes, name)
  const path = `${folder}/cover-${hashOf(bytes)}.${image.ext}`
  const there = await stat(join(mediaDir, path)).catch(() => null)
  if (!there) {
    await mkdir(join(mediaDir, folder), { recursive: true })
    await writeFile(join(mediaDir, path), bytes)
  }
  return path
}

/**
 * Removes what a comic's folder holds besides `keep` (fingerprint folders and cover paths): the
 * pages of a replaced file, an old cover. Called only after the commit that stopped using them.
 */
export async function removeUnused(
  mediaDir: string,
  slug: string,
  keep: Set<string>,
  folder = comicFolder(slug),
) {
  for (const name of await readdir(join(mediaDir, folder)).catch(() => [])) {
    if (!keep.has(name) && !keep.has(`${folder}/${name}`)) {
      await rm(join(mediaDir, folder, name), { recursive: true, force: true })
    }
  }
}
