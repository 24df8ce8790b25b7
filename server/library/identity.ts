import type { Db } from '../db/client.ts'
import { slugOf } from '../posts/slug.ts'
import { hashOf } from './media.ts'
import { existsByName, nfc } from './names.ts'
import { type ImportOrigin, itemPathOf, postKey } from './origin.ts'
import { isRemoved, REMOVED_REASON } from './removals.ts'
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

/** Whether the item a post's key names is there no more in its folder, in whichever Unicode form. */
const goneFrom = (library: string) => async (key: string) => !(await existsByName(library, itemPathOf(key)))

export type Claim = { stored: StoredPost | undefined; slug: string } | { refused: string }

/**
 * Which post an item of the library is: the one made from its path; else, when its folder or file
 * was renamed or moved, the one whose path is gone and which holds some of its chapters (it keeps
 * its address); else a new post named after it (`Bến Cảng Mèo Đêm` → `ben-cang-meo-dem`). A name
 * another post has (one not from the library, or another item of this run) is refused, and so is an
 * item whose post an admin deleted (removals.ts).
 */
export async function claimPost(
  db: Db,
  item: {
    library: string
    origin: ImportOrigin
    posttype: Posttype
    path: string
    name: string
    fingerprints: string[]
  },
  namesThisRun: Map<string, string>,
): Promise<Claim> {
  const key = postKey(item.origin, item.path)
  if (await isRemoved(db, key)) return { refused: REMOVED_REASON }
  const stored =
    (await storedLibraryPost(db, key)) ??
    (await storedMovedPost(db, item.posttype, item.origin, item.fingerprints, goneFrom(item.library)))
  const named = slugFor(item.posttype, item.path, item.name)
  // An admin's upload is named by its title, which another post may have: it takes a free variant.
  const slug = stored?.values.slug ?? (item.origin === 'upload' ? await freeSlug(db, named) : named)
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

/** `slug`, or the first of `slug-2`, `slug-3`… that no post has. */
async function freeSlug(db: Db, slug: string) {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`
    if (!(await storedPost(db, candidate))) return candidate
  }
  return `${slug}-${Date.now().toString(36)}`
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
 * Hides the chapters of every post of a type and origin (the library's, or the uploads') whose folder
 * or file is gone and was not claimed by another path in this run. Returns how many posts and
 * chapters it hid.
 */
export async function hideGonePosts(
  db: Db,
  library: string,
  posttype: Posttype,
  seen: Set<string>,
  only?: string,
  origin: ImportOrigin = 'library',
) {
  const isGone = goneFrom(library)
  const hidden = { posts: 0, chapters: 0 }
  // A scan of one item (the watcher's) looks at that item's post alone, not at every post's files.
  const posts = (await libraryPostsOf(db, posttype, origin)).filter(
    (p) => !only || p.libraryPath === postKey(origin, nfc(only)),
  )
  for (const post of posts) {
    if (!post.libraryPath) continue
    if (seen.has(itemPathOf(post.libraryPath)) || !(await isGone(post.libraryPath))) continue
    const chapters = await hidePost(db, post.id)
    if (chapters > 0) hidden.posts++
    hidden.chapters += chapters
  }
  return hidden
}
