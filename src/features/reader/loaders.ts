import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { postDetailQueryOptions } from '../detail/index.ts'
import { chapterQueryOptions, type ReaderPosttype } from './api.ts'
import { missingOf } from './use-reader-data.ts'

/**
 * A reader route's loader: one call, the chapter by the story's slug, which brings the story too.
 * It is not waited for: the reader paints its spinner (and the titles, when a link carried the
 * story's card) while the chapter comes. A failure is not thrown: the reader says what is missing,
 * and of a story that lacks the chapter it names the story, asked for here as the chapter is found
 * missing (so that a page drawn on the server names it too).
 */
export function loadReader(
  queryClient: QueryClient,
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  index: number,
) {
  void queryClient
    .ensureQueryData({ ...chapterQueryOptions(language, posttype, slug, index), revalidateIfStale: true })
    .catch((error: unknown) =>
      missingOf(error) === 'chapter'
        ? queryClient.prefetchQuery(postDetailQueryOptions(language, posttype, slug))
        : undefined,
    )
}
