import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { searchPaged, searchPosts, searchSuggest } from '../../contract/endpoints/search.ts'
import type { Language } from '../../contract/languages.ts'
import type { SearchParams } from '../../contract/schemas/search-params.ts'
import { call, callData } from '../../shared/api/call.ts'
import { SEARCH_GC_MS, SEARCH_STALE_MS } from '../../shared/limits.ts'

export const searchKeys = {
  all: ['search'] as const,
  results: (language: Language, { q, filter, sort }: SearchParams) =>
    [...searchKeys.all, language, 'results', { q, filter, sort }] as const,
  suggestions: (language: Language, q: string) => [...searchKeys.all, language, 'suggest', q] as const,
}

/** `/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=` (docs/api.md). */
export async function getSearchPage(
  language: Language,
  { q, filter, sort }: SearchParams,
  page: number,
  signal?: AbortSignal,
) {
  const query = { q, filter: filter ? `posttype__${filter}` : undefined, sortby: sort }
  const body = await (page > 1
    ? call(language, searchPaged, { params: { page }, query, ...(signal ? { signal } : {}) })
    : call(language, searchPosts, { params: {}, query, ...(signal ? { signal } : {}) }))
  return { posts: body.data, isNext: body.is_next, total: body.total }
}

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
    queryFn: ({ signal }) => callData(language, searchSuggest, { query: { q }, signal }),
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
  })
