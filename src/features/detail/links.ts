import type { Language } from '../../contract/languages.ts'
import { categoryPagePath, personPagePath } from '../../contract/page-paths.ts'
import { listRoute, pathOf } from '../../contract/paths.ts'
import type { Posttype } from '../../contract/posttypes.ts'

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
