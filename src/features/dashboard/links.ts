import type { Language } from '../../contract/languages.ts'
import { type Posttype, posttypes } from '../../contract/posttypes.ts'
import type { DashboardModule } from '../../contract/schemas/dashboards.ts'
import { listSorts } from '../../contract/sorts.ts'
import { localizedPath } from '../../shared/i18n/languages.ts'

const isPosttype = (value: string | null | undefined) => posttypes.some((posttype) => posttype === value)

/** The kind of post an in-app link opens (`/vi/movie/slug/` → movie), or null for anything else. */
export function posttypeOfHref(href: string | null): Posttype | null {
  const kind = href?.split('/')[2]
  return posttypes.find((posttype) => posttype === kind) ?? null
}

/**
 * Where a module's view-more button leads (spec §2 route table), one mapping for every dashboard:
 * - a horizontal list opens its own view-more page, /{lang}/{type}/{posttype}/lists, where {type}
 *   is the module's post type and {posttype} the kind of list, i.e. its sort, or `all` for the
 *   default one (`/vi/movie/views_day__desc/lists`);
 * - every other list, or a horizontal one of no known post type, opens the list screen with the
 *   button's data: `/vi/list?api=/posts/lists/comic/&posttype=comic&sortby=...`.
 * A module without a button (or whose button names no list) has no view-more link.
 */
export function viewMoreHref(module: DashboardModule, language: Language): string | null {
  const data = module.button?.data
  if (!data?.api) return null
  const posttype = data.posttype ?? module.posttype
  const sortby = data.sortby && (listSorts as readonly string[]).includes(data.sortby) ? data.sortby : null
  if (module.type === 'itemshorizontal' && isPosttype(posttype)) {
    return `/${language}/${posttype}/${sortby ?? 'all'}/lists`
  }
  const search = new URLSearchParams({ api: data.api })
  if (posttype) search.set('posttype', posttype)
  if (sortby) search.set('sortby', sortby)
  return `/${language}/list?${search}`
}

/** A server address (absolute, or an app path with or without a language) as a link target. */
export const linkHref = (language: Language, url: string | null | undefined) => localizedPath(language, url)

export const isExternal = (href: string) => /^https?:\/\//.test(href)
