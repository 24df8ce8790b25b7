import type { Language } from './languages.ts'
import type { Posttype } from './posttypes.ts'

/**
 * A post's page and a chapter's: every card links to one, so they come with the app's first script
 * (page-paths.ts has the other pages, which load with the screens that link to them).
 */
export const postPagePath = (language: Language, posttype: Posttype, slug: string) =>
  `/${language}/${posttype}/${slug}`

/** A chapter's own page: a comic's or novel's in its reader. */
export const chapterPagePath = (
  language: Language,
  posttype: Exclude<Posttype, 'movie'>,
  slug: string,
  index: number,
) => `/${language}/${posttype}/${slug}/${index}`
