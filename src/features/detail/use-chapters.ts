import { useQueries, useQuery } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { CHAPTER_PAGE_SIZE } from '../../contract/limits.ts'
import type { ChapterSummary, PostDetail } from '../../contract/schemas/detail.ts'
import type { ChapterOrder } from '../../contract/schemas/requests.ts'
import { chapterPageQueryOptions } from './api.ts'
import { matchesChapter } from './chapter-search.ts'

export const chapterPageCount = (detail: PostDetail) =>
  Math.max(1, Math.ceil(detail.episode_total / CHAPTER_PAGE_SIZE))

interface Chapters {
  chapters: ChapterSummary[]
  loading: boolean
}

/** One page of the list, loaded when it is shown. A page that fails shows as empty (spec §7). */
export function useChapterPage(
  language: Language,
  detail: PostDetail,
  page: number,
  enabled: boolean,
  order: ChapterOrder = 'asc',
): Chapters {
  const query = useQuery({
    ...chapterPageQueryOptions(language, detail.posttype, detail.id, page, order),
    enabled,
  })
  return { chapters: query.data?.chapters ?? [], loading: enabled && query.isPending && !query.isError }
}

/**
 * The chapters matching a search, from every page: a reader looking for chapter 120 should not have
 * to guess which page holds it. Pages already seen come from the cache.
 */
export function useChapterSearch(
  language: Language,
  detail: PostDetail,
  search: string,
  order: ChapterOrder = 'asc',
): Chapters {
  const pages = search.trim() ? chapterPageCount(detail) : 0
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) =>
      chapterPageQueryOptions(language, detail.posttype, detail.id, i + 1),
    ),
    combine: (results) => {
      const found = results
        .flatMap((result) => result.data?.chapters ?? [])
        .filter((c) => matchesChapter(c, search))
      return {
        // Searched from the first page on; shown in the list's order.
        chapters: order === 'desc' ? found.reverse() : found,
        loading: results.some((result) => result.isPending && !result.isError),
      }
    },
  })
}
