import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../posts/rows.ts'
import { STAGING } from './media.ts'

/*
 * What an import removes from the media store, and when: only after the commit that stopped using a
 * file, and only a file no stored row names, as the database says. A file is never removed because of
 * its name (two chapters of the same content share one folder, a refused archive can carry a good
 * chapter's fingerprint), so a refusal or a failure never takes away what another chapter shows.
 */

/**
 * The hidden names a file or folder is written under until it is whole: the importer's (media.ts),
 * a copied video's and a packaging's (films/store.ts, films/package.ts). What stands under one is an
 * import under way, or was left by one that was killed (leftovers.ts removes those).
 */
export const isUnfinished = (name: string) =>
  name.startsWith(STAGING) || name.startsWith('.video-') || name.startsWith('.hls-')

/** Where a stored path ends inside a row's text: quotes (JSON, HTML), a space, a query or a fragment. */
const pathEnd = `"'\\\\ ?#<>()`

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The media paths under `folder` that one post's rows name: its cover, banner and chapters' files. */
async function namedByPost(db: Db, postId: number, folder: string) {
  const prefix = `${folder}/`
  const pattern = `(${asPattern(prefix)}[^${pathEnd}]+)`
  const rows = await rowsOf<{ path: string }>(
    db,
    sql`select feature as path from posts where id = ${postId} and feature is not null
        union select banner from posts where id = ${postId} and banner is not null
        union select found.match[1] from chapters
          cross join lateral regexp_matches(
            concat_ws(' ', content::text, source::text, subtitles::text), ${pattern}, 'g'
          ) as found(match)
        where post_id = ${postId}`,
  )
  return rows.map((row) => row.path).filter((path) => path.startsWith(prefix))
}

/**
 * Whether any stored row names a file at or inside `path` of the media store. Asked of every row,
 * not only of the post's: what is named anywhere stays.
 */
export async function isNamed(db: Db, path: string) {
  const inside = `${path.replace(/[\\%_]/g, '\\$&')}%`
  const rows = await rowsOf(
    db,
    sql`select 1 from posts where feature like ${inside} or banner like ${inside}
        union all
        select 1 from chapters
        where strpos(content::text, ${path}) > 0 or strpos(source::text, ${path}) > 0
           or strpos(subtitles::text, ${path}) > 0
        limit 1`,
  )
  return rows.length > 0
}

const within = (named: string[], path: string) => named.some((n) => n === path || n.startsWith(`${path}/`))

/**
 * Removes, after a post's commit, what its media folder holds that no stored row names: the pages of
 * a replaced chapter, an old cover, a caption that changed. Looked at: the folder's entries and the
 * entries of its folders (a chapter's pages, an episode's video and captions; deeper folders, as an
 * episode's packaging, go or stay whole). Left alone: what is being written (an unfinished name) and
 * what changed since `since`, the start of this import, which may be another import's of the same
 * post, not committed yet; a later import removes it once no row names it.
 */
export async function removeUnnamed(
  db: Db,
  mediaDir: string,
  folder: string,
  post: { postId: number; since: number },
) {
  const ours = await namedByPost(db, post.postId, folder)
  const entries = async (path: string) =>
    (await readdir(join(mediaDir, path), { withFileTypes: true }).catch(() => [])).filter(
      (e) => !isUnfinished(e.name),
    )
  const removable = async (path: string) => {
    const changed = await stat(join(mediaDir, path)).then(
      (s) => s.mtimeMs,
      () => post.since,
    )
    return changed < post.since && !(await isNamed(db, path))
  }
  for (const entry of await entries(folder)) {
    const path = `${folder}/${entry.name}`
    if (!within(ours, path)) {
      if (await removable(path)) await rm(join(mediaDir, path), { recursive: true, force: true })
      continue
    }
    if (!entry.isDirectory()) continue
    for (const inner of await entries(path)) {
      const innerPath = `${path}/${inner.name}`
      if (!within(ours, innerPath) && (await removable(innerPath))) {
        await rm(join(mediaDir, innerPath), { recursive: true, force: true })
      }
    }
  }
}
