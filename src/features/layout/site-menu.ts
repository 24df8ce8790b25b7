import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import type { HomeIndex, SiteMenu } from '../../contract/schemas/home.ts'
import { getHomeIndex, HOME_INDEX_STALE_MS, homeIndexQueryOptions, homeKeys } from '../home/api.ts'
import { externalSites } from './sections.ts'

const menuOf = (index: HomeIndex): SiteMenu => ({ navbar: index.navbar, sites: externalSites(index) })

/** The index's key, typed with what it holds. */
const indexKey = (language: Language) => homeIndexQueryOptions(language).queryKey

/**
 * The menu of every page's frame (spec §2: it comes with the home index). Taken from the index when
 * the app holds it; otherwise the index is asked for and only its menu is kept.
 */
export const siteMenuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.menu(language),
    queryFn: async ({ client, signal }) =>
      menuOf(client.getQueryData(indexKey(language)) ?? (await getHomeIndex(language, signal))),
    // As the index it comes from.
    staleTime: HOME_INDEX_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  })

/**
 * The menu for a screen. On the home, whose page holds the whole index, it is read from the index
 * at once (the page the server drew and the app taking it over draw the same menu) and is not sent
 * a second time.
 */
export function useSiteMenu(language: Language) {
  const client = useQueryClient()
  return useQuery({
    ...siteMenuQueryOptions(language),
    initialData: () => {
      const index = client.getQueryData(indexKey(language))
      return index && menuOf(index)
    },
    initialDataUpdatedAt: () => client.getQueryState(indexKey(language))?.dataUpdatedAt,
  })
}
