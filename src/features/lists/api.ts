import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  actor,
  actorPaged,
  categories,
  categoryList,
  categoryListPaged,
  list,
  listPaged,
} from '../../contract/endpoints/lists.ts'
import type { Language } from '../../contract/languages.ts'
import { MAX_PAGE } from '../../contract/limits.ts'
import type { PersonRole } from '../../contract/person-roles.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import type { ListSort } from '../../contract/sorts.ts'
import { call, callData } from '../../shared/api/call.ts'

/** Lists, categories and actor pages stay fresh 5 minutes, like the other catalogue calls. */
export const LIST_STALE_MS = 5 * 60_000

/** What a list shows: one post type, optionally one of its categories, in one order. */
export interface ListSource {
  posttype: Posttype
  category?: string | undefined
  sort: ListSort
}

export const listKeys = {
  all: ['lists'] as const,
  posts: (language: Language, { posttype, category, sort }: ListSource) =>
    [...listKeys.all, language, 'posts', { posttype, category: category ?? null, sort }] as const,
  categories: (language: Language, posttype: Posttype) =>
    [...listKeys.all, language, 'categories', posttype] as const,
  actor: (language: Language, slug: string, role: PersonRole | undefined) =>
    [...listKeys.all, language, 'actor', slug, role ?? null] as const,
}

const nextPage = (last: { isNext: boolean }, _pages: unknown, lastPage: number) =>
  last.isNext && lastPage < MAX_PAGE ? lastPage + 1 : undefined

/** Spec §7: `/posts/lists/{posttype}/[{category}/][paged/{n}/ when n>1]?sortby={sort}`. */
export async function postListPage(
  { posttype, category, sort }: ListSource,
  page: number,
  language: Language,
  signal?: AbortSignal,
) {
  const further = page > 1
  const input = {
    params: { posttype, category, page },
    query: { sortby: sort },
    ...(signal ? { signal } : {}),
  }
  const body = await (category
    ? call(language, further ? categoryListPaged : categoryList, input)
    : call(language, further ? listPaged : list, input))
  return { posts: body.data, isNext: body.is_next }
}

export const postListQueryOptions = (language: Language, source: ListSource) =>
  infiniteQueryOptions({
    queryKey: listKeys.posts(language, source),
    queryFn: ({ pageParam, signal }) => postListPage(source, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: LIST_STALE_MS,
  })

/** The category tabs of a post type (`GET /{posttype}/lists/categories/`). */
export const categoriesQueryOptions = (language: Language, posttype: Posttype) =>
  queryOptions({
    queryKey: listKeys.categories(language, posttype),
    queryFn: ({ signal }) => callData(language, categories, { params: { posttype }, signal }),
    staleTime: LIST_STALE_MS,
  })

/**
 * A person's posts (`GET /posts/actor/{slug}/[paged/{n}/][?role=]`), in one role or all; each page
 * names the person and what they are credited as.
 */
export const actorPostsQueryOptions = (language: Language, slug: string, role?: PersonRole) =>
  infiniteQueryOptions({
    queryKey: listKeys.actor(language, slug, role),
    queryFn: async ({ pageParam, signal }) => {
      const body = await call(language, pageParam > 1 ? actorPaged : actor, {
        params: { slug, page: pageParam },
        ...(role ? { query: { role } } : {}),
        signal,
      })
      return { posts: body.data, isNext: body.is_next, actor: body.actor, roles: body.roles }
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: LIST_STALE_MS,
  })
