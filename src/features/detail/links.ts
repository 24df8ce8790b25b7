import type { Language } from '../../contract/languages.ts'
import { categoryPagePath, personPagePath } from '../../contract/page-paths.ts'
import { listRoute, pathOf } from '../../contract/paths.ts'
import type { Posttype } from '../../contract/posttypes.ts'

/**
 * Where a chapter opens: a comic's or novel's reader, or a film's own page with the episode in its
 * address (the page plays it inline).
 */
export function chapterHref(language: Language, post: { posttype: Posttype; slug: string }, index: number) {
  if (post.posttype === 'movie') return `/${language}/movie/${post.slug}/?ep=${index}`
  return `/${language}/${post.posttype}/${post.slug}/${index}/`
}

export const categoryHref = categoryPagePath

export const actorHref = personPagePath

/**
 * The list screen for "see more" under related posts. Related posts share a category, so the list
 * opens on the post's first category, with the other categories a tab away.
 */
export function relatedListHref(language: Language, posttype: Posttype, category?: string) {
  const search = new URLSearchParams({ api: pathOf(listRoute, { posttype }) })
  if (category) search.set('category', category)
  return `/${language}/list?${search}`
}
