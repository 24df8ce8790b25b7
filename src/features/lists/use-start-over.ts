import { useQueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { type ListSource, postListQueryOptions } from './api.ts'

/**
 * Spec §4: a sort or category change reloads the list from page 1 and scrolls to the top. A copy
 * seen before keeps only its first page (so it still shows at once, offline too) and keeps its age,
 * so a stale one is refetched.
 */
export function useStartOver(language: Language) {
  const queryClient = useQueryClient()
  return (source: ListSource) => {
    const { queryKey } = postListQueryOptions(language, source)
    const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt
    queryClient.setQueryData(
      queryKey,
      (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
      { updatedAt },
    )
    window.scrollTo({ top: 0 })
  }
}
