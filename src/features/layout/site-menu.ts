import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import type { HomeIndex } from '../../contract/schemas/home.ts'
import type { SiteMenu } from '../../contract/schemas/site-menu.ts'
import { getHomeIndex, HOME_INDEX_STALE_MS, homeIndexQueryOptions, homeKeys } from '../home/index.ts'
import { externalSites } from './sections.ts'

const menuOf = (index: HomeIndex): SiteMenu => ({ navbar: index.navbar, sites: externalSites(index) })

/**
 * The menu of every page's frame (spec §2: it comes with the home index). Taken from the index when
 * the app holds it (on the home); otherwise the index is asked for and only its menu is kept. A page
 * the server draws carries the one or the other, not both (src/app/render-page.tsx).
 */
export const siteMenuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.menu(language),
    queryFn: async ({ client, signal }) =>
      menuOf(
        client.getQueryData(homeIndexQueryOptions(language).queryKey) ??
          (await getHomeIndex(language, signal)),
      ),
    // As the index it comes from.
    staleTime: HOME_INDEX_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  })
