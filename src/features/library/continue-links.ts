import type { Language } from '../../contract/languages.ts'
import type { LibraryPost } from '../../entities/library/library-store.ts'
import { postPath } from '../../shared/ui/PostCard.tsx'

/** Posts one watches or reads: a game is played on its own site, there is nothing to continue. */
export const continuable = (post: LibraryPost) => post.posttype !== 'game'

/**
 * Where to pick up a post: the reader at the last chapter opened, or the film's page at the last
 * episode played, when one was; otherwise the detail page, which starts at the beginning.
 */
export function continuePath(language: Language, post: LibraryPost) {
  const reads = post.posttype === 'comic' || post.posttype === 'novel'
  if (reads && post.chapter !== undefined) return `${postPath(language, post)}${post.chapter}/`
  // A film's page plays the episode its address names.
  if (post.posttype === 'movie' && post.chapter !== undefined)
    return `${postPath(language, post)}?ep=${post.chapter}`
  return postPath(language, post)
}
