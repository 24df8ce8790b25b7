import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { searchPath, searchSuggestPath } from '../../contract/paths.ts'
import { searchPageSchema, searchSuggestionsSchema } from '../../contract/schemas/search.ts'
import type { SearchParams } from '../../contract/schemas/search-params.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { SEARCH_GC_MS, SEARCH_STALE_MS } from '../../shared/limits.ts'

export const searchKeys = {
  all: ['search'] as const,
  results: (language: Language, { q, filter, sort }: SearchParams) =>
    [...searchKeys.all, language, 'results', { q, filter, sort }] as const,
  suggestions: (language: Language, q: string) => [...searchKeys.all, language, 'suggest', q] as const,
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

/**
 * Suggestions for a query being typed, kept as long as results are. Not retried: the next keystroke
 * asks again, and a hint that fails is simply not shown.
 */
export const suggestionsQueryOptions = (language: Language, q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(language, q),
    queryFn: ({ signal }) => apiRequest(language, searchSuggestPath(q), searchSuggestionsSchema, { signal }),
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  })
