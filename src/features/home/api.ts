import { queryOptions } from '@tanstack/react-query'
import { homeIndex } from '../../contract/endpoints/home.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'

export const homeKeys = {
  all: ['home'] as const,
  index: (language: Language) => [...homeKeys.all, language, 'index'] as const,
  /** The menu taken from the index (src/features/layout/site-menu.ts). */
  menu: (language: Language) => [...homeKeys.all, language, 'menu'] as const,
}

export async function getHomeIndex(language: Language, signal?: AbortSignal) {
  return callData(language, homeIndex, signal ? { signal } : {})
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
