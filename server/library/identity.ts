import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../db/client.ts'
import { slugOf } from '../demo/insert.ts'
import { hashOf } from './media.ts'
import {
  hidePost,
  libraryPostsOf,
  type PostValues,
  type StoredPost,
  storedLibraryPost,
  storedMovedPost,
  storedPost,
} from './save.ts'

type Posttype = PostValues['posttype']

/** Whether a path inside the library is there no more. */
const goneFrom = (library: string) => (path: string) =>
  stat(join(library, path)).then(
    () => false,
    () => true,
  )

export type Claim = { stored: StoredPost | undefined; slug: string } | { refused: string }

/**
 * Which post an item of the library is: the one made from its path; else, when its folder or file
 * was renamed or moved, the one whose path is gone and which holds some of its chapters (it keeps
 * its address); else a new post named after it (`Bến Cảng Mèo Đêm` → `ben-cang-meo-dem`). A name
 * another post has (one not from the library, or another item of this run) is refused.
 */
export async function claimPost(
  db: Db,
  item: { library: string; posttype: Posttype; path: string; name: string; fingerprints: string[] },
  namesThisRun: Map<string, string>,
): Promise<Claim> {
  const stored =
    (await storedLibraryPost(db, item.path)) ??
    (await storedMovedPost(db, item.posttype, item.fingerprints, goneFrom(item.library)))
  const slug = stored?.values.slug ?? slugFor(item.posttype, item.path, item.name)
  const other = namesThisRun.get(slug)
  if (other && other !== item.path) return { refused: `its name ${slug} is already used by ${other}` }
  namesThisRun.set(slug, item.path)
  if (stored) return { stored, slug }
  const taken = await storedPost(db, slug)
  if (taken) {
    const by = taken.values.libraryPath ?? 'a post not from the library'
    return { refused: `its name ${slug} is already used by ${by}` }
  }
  return { stored: undefined, slug }
}

/**
 * A post's slug from its name, short enough for a media path segment, and made from the path when
 * the name has no letter or digit to keep.
 */
function slugFor(posttype: Posttype, path: string, name: string) {
  const slug = slugOf(name).slice(0, 80).replace(/-+$/, '')
  return slug || `${posttype}-${hashOf(path)}`
}

/**
 * Hides the chapters of every library post of a type whose folder or file is gone and was not
 * claimed by another path in this run. Returns how many posts and chapters it hid.
 */
export async function hideGonePosts(
  db: Db,
  library: string,
  posttype: Posttype,
  seen: Set<string>,
  only?: string,
) {
  const isGone = goneFrom(library)
  const hidden = { posts: 0, chapters: 0 }
  // A scan of one item (the watcher's) looks at that item's post alone, not at every post's files.
  const posts = (await libraryPostsOf(db, posttype)).filter((p) => !only || p.libraryPath === only)
  for (const post of posts) {
    if (!post.libraryPath || seen.has(post.libraryPath) || !(await isGone(post.libraryPath))) continue
    const chapters = await hidePost(db, post.id)
    if (chapters > 0) hidden.posts++
    hidden.chapters += chapters
  }
  return hidden
}
