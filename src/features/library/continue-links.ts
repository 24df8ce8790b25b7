import type { Language } from '../../contract/languages.ts'
import { chapterHref } from '../../contract/page-paths.ts'
import { postPagePath } from '../../contract/post-paths.ts'
import type { LibraryPost } from '../../entities/library/library-store.ts'

/** Posts one watches or reads: a game is played on its own site, there is nothing to continue. */
export const continuable = (post: LibraryPost) => post.posttype !== 'game'

/**
 * Where to pick up a post: the reader at the last chapter opened, or the film's page at the last
 * episode played, when one was; otherwise the detail page, which starts at the beginning.
 */
export function continuePath(language: Language, post: LibraryPost) {
  if (continuable(post) && post.chapter !== undefined) return chapterHref(language, post, post.chapter)
  return postPagePath(language, post.posttype, post.slug)
}
