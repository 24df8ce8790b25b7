import { finderMember, finderMembers } from '../../contract/endpoints/finder.ts'
import type { Language } from '../../contract/languages.ts'
import { call } from '../../shared/api/call.ts'

/**
 * The finder's calls (docs/api.md "Finder"). Their answers are other members' profiles as this
 * member may see them: kept in memory only (PRIVATE_QUERY), under a key of their own.
 */
export const FINDER_QUERY = 'finder'

/** `GET /finder/members/?q=&page=`: members found by name or username, a page at a time. */
export async function findMembers(language: Language, q: string, page: number, signal?: AbortSignal) {
  const body = await call(language, finderMembers, {
    query: { q, page: page > 1 ? page : undefined },
    ...(signal ? { signal } : {}),
  })
  return { members: body.data, isNext: body.is_next }
}

/** `GET /finder/members/{username}/?page=`: a member's public profile with a page of their reviews. */
export async function getMember(language: Language, username: string, page: number, signal?: AbortSignal) {
  const body = await call(language, finderMember, {
    params: { username },
    query: { page: page > 1 ? page : undefined },
    ...(signal ? { signal } : {}),
  })
  return { profile: body.data, isNext: body.is_next }
}
