import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import type { PostDetail } from '../../contract/schemas/detail.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { CHAPTER_LIST_MIN } from '../../shared/limits.ts'
import { readFirstReviews } from '../reviews/index.ts'
import { chapterPageQueryOptions, postDetailQueryOptions } from './api.ts'
import { navPostOf } from './params.ts'

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404

/**
 * A detail page's loader. With the card from the link in hand the page paints at once and the
 * detail loads behind it; a deep link or reload waits for the detail, and an unknown slug is the
 * page's own not-found screen. A stored copy shows at once and is refreshed when stale.
 */
export async function loadDetail(
  queryClient: QueryClient,
  language: Language,
  posttype: Posttype,
  slug: string,
  state: unknown,
) {
  const options = postDetailQueryOptions(language, posttype, slug)
  if (navPostOf(state, posttype, slug)) {
    void queryClient.prefetchQuery(options)
    return
  }
  try {
    const detail = await queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
    // The server draws what the app shows under the post: a crawler runs no script and asks the API
    // nothing (robots.txt), so the chapters and reviews it reads are the ones in the page.
    if (import.meta.env.SSR) await readDrawnParts(queryClient, language, detail)
  } catch (error) {
    if (isNotFound(error)) {
      console.warn(`No ${posttype} with the slug ${slug}`)
      throw notFound()
    }
    throw error
  }
}

/** The first page of a post's chapter list (as the list first shows it) and of its reviews. */
async function readDrawnParts(queryClient: QueryClient, language: Language, detail: PostDetail) {
  await Promise.all([
    detail.episode_total >= CHAPTER_LIST_MIN
      ? queryClient.prefetchQuery(chapterPageQueryOptions(language, detail.posttype, detail.id, 1))
      : undefined,
    readFirstReviews(queryClient, language, detail),
  ])
}
