import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import * as v from 'valibot'
import { memberState } from '../../contract/endpoints/post-actions.ts'
import type { Language } from '../../contract/languages.ts'
import { posttypeSchema } from '../../contract/posttypes.ts'
import type { MemberState } from '../../contract/schemas/member-state.ts'
import { callData } from '../../shared/api/call.ts'
import { PRIVATE_QUERY } from '../../shared/api/private-query.ts'
import { tokenAtom } from '../../shared/auth-atoms.ts'
import { memberStateKeys, type PostRef } from './member-state-cache.ts'

/** `GET /posts/action/state/{posttype}/{id}/`: the signed-in member's own like and rating. */
export async function fetchMemberState(language: Language, post: PostRef, signal?: AbortSignal) {
  const params = { posttype: v.parse(posttypeSchema, post.posttype), id: post.id }
  return callData(language, memberState, { params, ...(signal ? { signal } : {}) })
}

/**
 * What the signed-in member did to this post, on any device: the detail answer is the same for
 * everyone, so it cannot say. Undefined for a visitor, and until (or unless) the server answers.
 */
export function useMemberState(post: PostRef, language: Language): MemberState | undefined {
  const token = useAtomValue(tokenAtom)
  const query = useQuery({
    queryKey: memberStateKeys.session(post, token ?? ''),
    queryFn: ({ signal }) => fetchMemberState(language, post, signal),
    enabled: token !== null,
    meta: PRIVATE_QUERY,
    // Another device may have changed it: asked again on every visit, dropped soon after.
    staleTime: 0,
    gcTime: 5 * 60_000,
  })
  return token === null ? undefined : query.data
}
