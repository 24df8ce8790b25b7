import * as v from 'valibot'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import type { Shelf } from '../../contract/shelves.ts'
import { getLibrary, type Library, type LibraryPost, updateLibrary } from './library-store.ts'

/*
 * Following a post and its reading list (issue 49): two more lists of the device's library, synced as
 * the saved posts are (features/library/sync). Apart from library-changes.ts so that the readers and
 * detail pages, which load that one at once, do not load these.
 */

export const followedOf = (library: Library) => library.followedPosts ?? []
export const shelvedOf = (library: Library) => library.shelvedPosts ?? []

/** The entry the post has on the list already (what the server last counted of it is kept), or a new one. */
function entryFor(posts: LibraryPost[], post: PostCard, extra: Partial<LibraryPost>): LibraryPost {
  const known = posts.find((p) => p.id === post.id)
  return {
    ...known,
    ...v.parse(postCardSchema, post),
    isLike: getLibrary().likedPosts.some((p) => p.id === post.id),
    titles: { ...known?.titles, ...(post.lang ? { [post.lang]: post.title } : {}) },
    ...extra,
    at: Date.now(),
  }
}
const without = (posts: LibraryPost[], id: number) => posts.filter((p) => p.id !== id)

/** Follows a post (its new chapters show in Updates) or stops following it. */
export function setFollowed(post: PostCard, followed: boolean) {
  updateLibrary((lib) => {
    const posts = followedOf(lib)
    return {
      ...lib,
      followedPosts: followed
        ? [entryFor(posts, post, {}), ...without(posts, post.id)]
        : without(posts, post.id),
    }
  })
}

/** Puts a post on one reading list, or takes it off them (`null`). */
export function setShelf(post: PostCard, shelf: Shelf | null) {
  updateLibrary((lib) => {
    const posts = shelvedOf(lib)
    return {
      ...lib,
      shelvedPosts:
        shelf === null
          ? without(posts, post.id)
          : [entryFor(posts, post, { shelf }), ...without(posts, post.id)],
    }
  })
}
