import { readdir, rm } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { posts } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { folderOfPosttype } from '../library/kinds.ts'
import { mediaFolder } from '../library/media.ts'
import { rememberRemoval } from '../library/removals.ts'
import { resizedFolder } from '../media/resize.ts'
import { type Actor, audit } from './audit.ts'
import { linksOf } from './post-read.ts'

/** Where the admin area stores a post's own uploaded images (a cover, a banner). */
export const adminMediaFolder = (postId: number) => `posts/${postId}`

export type DeletedPost = Omit<typeof posts.$inferSelect, 'searchWordsVi' | 'searchWordsEn'>

export interface DeleteOptions {
  mediaDir: string
  /** The library's folder: nothing inside it is ever removed, whatever a stored path says. */
  libraryDir?: string | undefined
  /**
   * More files of the post to remove once its rows are gone (an uploaded post's source files). Run
   * after the commit, like the media folders, so a failed deletion never loses files.
   */
  alsoRemove?: (post: DeletedPost) => Promise<void>
}

/**
 * The media folders that belong to this post alone: the admin area's uploads for it, and the copies
 * an import made of its library or uploaded files (pages, covers, films). Demo media are shared, never listed.
 */
export function ownMediaFolders(post: Pick<DeletedPost, 'id' | 'slug' | 'origin' | 'posttype'>) {
  const folders = [adminMediaFolder(post.id)]
  // Imported posts (from the library or an upload) have the copies their import made.
  if (post.origin !== 'demo') {
    folders.push(mediaFolder(folderOfPosttype(post.posttype), post.slug))
  }
  return folders
}

const inside = (parent: string, child: string) => {
  const path = relative(resolve(parent), resolve(child))
  return path === '' || (!path.startsWith('..') && !isAbsolute(path))
}

/**
 * Deletes a post with everything stored about it (chapters, categories, credits, likes, ratings and
 * views go with it), writes its last state to the audit log in the same transaction, then removes its
 * own media folders and their resized copies. Files in the library are never touched: a folder that
 * would lie inside the library is skipped, and the item is remembered so that a rescan passes it over. Returns the deleted post, or null when there was none.
 */
export async function deletePost(db: Db, actor: Actor, id: number, options: DeleteOptions) {
  const deleted = await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
    if (!row) return null
    const { searchWordsVi: _vi, searchWordsEn: _en, ...post } = row
    const links = await linksOf(tx, id)
    await tx.delete(posts).where(eq(posts.id, id))
    // Its files stay in the library: the next scan must not bring the post back.
    if (post.origin === 'library' && post.libraryPath) {
      await rememberRemoval(
        tx,
        { ...post, libraryPath: post.libraryPath },
        'memberId' in actor ? actor.memberId : null,
      )
    }
    await audit(tx, actor, {
      action: 'post.delete',
      target: `post:${id}`,
      before: { ...post, categories: links.categories.map((c) => c.slug), people: links.people },
    })
    return post
  })
  if (!deleted) return null
  // Resized copies live under .resized/<width>/<path>.webp, one folder per width served so far.
  const widths = await readdir(join(options.mediaDir, resizedFolder)).catch(() => [] as string[])
  for (const folder of ownMediaFolders(deleted)) {
    const copies = widths.map((width) => join(resizedFolder, width, folder))
    for (const path of [folder, ...copies]) {
      const absolute = join(options.mediaDir, path)
      if (!inside(options.mediaDir, absolute)) continue
      if (options.libraryDir && inside(options.libraryDir, absolute)) continue
      await rm(absolute, { recursive: true, force: true })
    }
  }
  await options.alsoRemove?.(deleted)
  return deleted
}
