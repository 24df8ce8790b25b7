import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { postDetailQueryOptions } from '../detail/api.ts'
import { navPostOf } from '../detail/params.ts'
import { chapterQueryOptions, type ReaderPosttype } from './api.ts'

/**
 * A reader route's loader: the story by its slug, then the chapter by the story's id. The card a
 * link carried (or a story seen before) gives the id at once, so both load side by side. Only the
 * story is waited for: the reader paints its titles and a spinner while the chapter comes (at once
 * when it was fetched ahead). A failure is not thrown: the reader says what is missing.
 */
export async function loadReader(
  queryClient: QueryClient,
  language: Language,
  posttype: ReaderPosttype,
  slug: string,
  index: number,
  state: unknown,
) {
  const detailOptions = postDetailQueryOptions(language, posttype, slug)
  const detail = queryClient
    .ensureQueryData({ ...detailOptions, revalidateIfStale: true })
    .catch(() => undefined)
  const known = navPostOf(state, posttype, slug)?.id ?? queryClient.getQueryData(detailOptions.queryKey)?.id
  const postId = known ?? (await detail)?.id
  if (postId === undefined) return
  void queryClient
    .ensureQueryData({ ...chapterQueryOptions(language, posttype, postId, index), revalidateIfStale: true })
    .catch(() => undefined)
}
