import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import { PRIVATE_QUERY } from '../../shared/api/private-query.ts'
import { FINDER_QUERY, findMembers, getMember } from './api.ts'

/** The members a query finds, page by page ("More members" asks for the next). */
export const membersQueryOptions = (language: Language, q: string) =>
  infiniteQueryOptions({
    queryKey: [FINDER_QUERY, 'members', language, q],
    queryFn: ({ pageParam, signal }) => findMembers(language, q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.isNext ? page + 1 : undefined),
    meta: PRIVATE_QUERY,
  })

/** A member's profile with their reviews, page by page: the profile is read from the first page. */
export const memberQueryOptions = (language: Language, username: string) =>
  infiniteQueryOptions({
    queryKey: [FINDER_QUERY, 'member', language, username.toLowerCase()],
    queryFn: ({ pageParam, signal }) => getMember(language, username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.isNext ? page + 1 : undefined),
    meta: PRIVATE_QUERY,
  })
