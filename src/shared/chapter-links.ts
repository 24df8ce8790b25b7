import type { Language } from '../contract/languages.ts'
import type { Posttype } from '../contract/posttypes.ts'

/** A chapter's own page: a comic's or novel's in its reader. */
export const chapterPath = (
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
  return chapterPath(language, post.posttype, post.slug, index)
}
