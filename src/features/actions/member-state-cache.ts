import type { QueryClient } from '@tanstack/react-query'
import type { PostCard } from '../../contract/schemas/cards.ts'
import type { MemberState } from '../../contract/schemas/member-state.ts'
import { tokenAtom } from '../../shared/auth-atoms.ts'
import { store } from '../../shared/store.ts'

/**
 * The member-state entries of the query cache, apart from the call that fills them: the actions'
 * mutations (loaded with the app) update them, while the call and its schema load with a post's page.
 */
export type PostRef = Pick<PostCard, 'id' | 'posttype'>

/**
 * Keyed by post and by session, so what one member did never shows while another is signed in on
 * the same device. The session part is a few characters of the token: enough to tell sessions apart.
 */
export const memberStateKeys = {
  all: ['member-state'] as const,
  post: (post: PostRef) => [...memberStateKeys.all, post.posttype, post.id] as const,
  session: (post: PostRef, token: string) => [...memberStateKeys.post(post), token.slice(-8)] as const,
}

/** Writes what an action just did into the signed-in member's state of that post. */
export async function updateMemberState(
  queryClient: QueryClient,
  post: PostRef,
  change: Partial<MemberState>,
) {
  const token = store.get(tokenAtom)
  if (token === null) return
  const queryKey = memberStateKeys.session(post, token)
  // An answer still on its way was read before this action: it must not overwrite it.
  await queryClient.cancelQueries({ queryKey })
  queryClient.setQueryData<MemberState>(queryKey, (state) => (state ? { ...state, ...change } : state))
}
