import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../shared/api/client.ts'
import { searchPath } from '../../shared/api/paths.ts'
import type { Language } from '../../shared/i18n/languages.ts'
import { SEARCH_GC_MS, SEARCH_STALE_MS } from '../../shared/limits.ts'
import { searchPageSchema } from './schema.ts'
import type { SearchParams } from './search-params.ts'

export const searchKeys = {
  all: ['search'] as const,
  results: (language: Language, { q, filter, sort }: SearchParams) =>
    [...searchKeys.all, language, 'results', { q, filter, sort }] as const,
}

export const getSearchPage = (language: Language, params: SearchParams, page: number, signal?: AbortSignal) =>
  apiRequest(language, searchPath(params, page), searchPageSchema, { signal })

/** Spec §7: results stay fresh 5 minutes, are kept 10, retried once, not refetched on focus. */
export const searchQueryOptions = (language: Language, params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(language, params),
    queryFn: ({ pageParam, signal }) => getSearchPage(language, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.isNext ? lastPage + 1 : undefined),
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_GC_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  })
