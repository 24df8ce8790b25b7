import type { Language } from './languages.ts'
import type { Posttype } from './posttypes.ts'

/**
 * A post's page and its chapters' (page-paths.ts has the other pages): apart, as every reader's first
 * load carries them and none of the others.
 */
export const postPagePath = (language: Language, posttype: Posttype, slug: string) =>
  `/${language}/${posttype}/${slug}/`

/** A chapter's own page: a comic's or novel's in its reader. */
export const chapterPagePath = (
  language: Language,
  posttype: Exclude<Posttype, 'movie'>,
  slug: string,
  index: number,
) => `/${language}/${posttype}/${slug}/${index}/`

/**
 * Where a chapter opens: a comic's or novel's reader, or a film's own page with the episode in its
 * address (the page plays it inline).
 */
export function chapterHref(language: Language, post: { posttype: Posttype; slug: string }, index: number) {
  if (post.posttype === 'movie') return `/${language}/movie/${post.slug}/?ep=${index}`
  return chapterPagePath(language, post.posttype, post.slug, index)
}
