import type { Language } from './languages.ts'
import { chapterPagePath } from './post-paths.ts'
import type { Posttype } from './posttypes.ts'

/**
 * The addresses of the app's pages that the API names too (search suggestions answer with where
 * each one opens): written once, for the app's links and the server's answers alike. A post's page
 * and its chapters' are in post-paths.ts.
 */
export { postPagePath } from './post-paths.ts'

/** A category's page: its posts, in the list sorts. */
export const categoryPagePath = (language: Language, posttype: Posttype, slug: string) =>
  `/${language}/${posttype}/category/${slug}`

/** A director's or actor's page: the posts they are credited on. */
export const personPagePath = (language: Language, slug: string) => `/${language}/actor/${slug}`

/** The search page for a query: an author has no page of their own, a search by name finds their posts. */
export const searchPagePath = (language: Language, q: string) =>
  `/${language}/search?${new URLSearchParams({ q })}`

/**
 * Where a chapter opens: a comic's or novel's reader, or a film's own page with the episode in its
 * address (the page plays it inline).
 */
export function chapterHref(language: Language, post: { posttype: Posttype; slug: string }, index: number) {
  if (post.posttype === 'movie') return `/${language}/movie/${post.slug}?ep=${index}`
  return chapterPagePath(language, post.posttype, post.slug, index)
}
