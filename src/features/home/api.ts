import { queryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { homeIndexSchema } from '../../contract/schemas/home.ts'
import { homeIndexPath } from '../../contract/shell-paths.ts'
import { apiData } from '../../shared/api/client.ts'

export const homeKeys = {
  all: ['home'] as const,
  index: (language: Language) => [...homeKeys.all, language, 'index'] as const,
  /** The menu taken from the index (src/features/layout/site-menu.ts). */
  menu: (language: Language) => [...homeKeys.all, language, 'menu'] as const,
}

const homeIndexResponse = successOf(homeIndexSchema)

export async function getHomeIndex(language: Language, signal?: AbortSignal) {
  return apiData(language, homeIndexPath, homeIndexResponse, { signal })
}

/** Spec §7: the home index is cached 5 minutes and not refetched on focus or mount. */
export const HOME_INDEX_STALE_MS = 300_000

export const homeIndexQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: homeKeys.index(language),
    queryFn: ({ signal }) => getHomeIndex(language, signal),
    staleTime: HOME_INDEX_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  })
