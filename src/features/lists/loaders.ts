import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Language } from '../../contract/languages.ts'
import type { PersonRole } from '../../contract/person-roles.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import {
  actorPostsQueryOptions,
  categoriesQueryOptions,
  type ListSource,
  postListQueryOptions,
} from './api.ts'

/**
 * Starts a list's first page and its category tabs without waiting for them: the screen shows the
 * spec's loading text and placeholders at once, and a tab change never holds the old list on screen.
 */
export function prefetchList(queryClient: QueryClient, language: Language, source: ListSource) {
  void queryClient.prefetchInfiniteQuery(postListQueryOptions(language, source))
  void queryClient.prefetchQuery(categoriesQueryOptions(language, source.posttype))
}

/** A category page needs its category to exist: an unknown slug is the 404 page. */
export async function loadCategory(queryClient: QueryClient, language: Language, source: ListSource) {
  void queryClient.prefetchInfiniteQuery(postListQueryOptions(language, source))
  const categories = await queryClient.ensureQueryData(categoriesQueryOptions(language, source.posttype))
  if (!categories.some((category) => category.slug === source.category)) throw notFound()
}

/** An actor page needs the actor: the first page names them, and an unknown one is the 404 page. */
export async function loadActor(
  queryClient: QueryClient,
  language: Language,
  slug: string,
  role: PersonRole | undefined,
) {
  try {
    await queryClient.ensureInfiniteQueryData(actorPostsQueryOptions(language, slug, role))
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
