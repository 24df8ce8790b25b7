import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { postDetailQueryOptions } from './api.ts'
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
    await queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
  } catch (error) {
    if (isNotFound(error)) {
      console.warn(`No ${posttype} with the slug ${slug}`)
      throw notFound()
    }
    throw error
  }
}
