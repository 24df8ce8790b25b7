import { useMutation, useMutationState } from '@tanstack/react-query'
import type { Language } from '../../contract/languages.ts'
import type { LikeAnswer } from '../../contract/schemas/actions.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { useIsLiked } from '../../entities/library/use-library.ts'
import { cardOf, type LikeVariables } from './api.ts'
import { actionKeys } from './keys.ts'
import { useMemberState } from './member-state.ts'

/**
 * An action that cannot go out now: paused while offline, or failed for want of a network and
 * waiting to try again. The screens show it as waiting for the network.
 */
export const waitingFor = ({ isPaused, failureCount }: { isPaused: boolean; failureCount: number }) =>
  isPaused || failureCount > 0

/** Whether a like or rating's variables name this post. */
export function isFor(variables: unknown, post: Pick<PostCard, 'id' | 'posttype'>) {
  const target = (variables as { post?: PostCard } | undefined)?.post
  return target?.id === post.id && target.posttype === post.posttype
}

/**
 * The like button's state. While a like is on its way (or waiting for the network, also after a
 * reload) the button shows what was asked for; otherwise, for a member, what the server says they
 * liked on any device; else what the library says this browser liked.
 */
export function useLike(post: PostCard, language: Language) {
  const savedLike = useIsLiked(post.id)
  const memberLike = useMemberState(post, language)?.is_like
  // One queue per post: a like then an unlike made offline are sent in that order.
  const { mutate } = useMutation<LikeAnswer, Error, LikeVariables>({
    mutationKey: actionKeys.like(),
    scope: { id: `like:${post.posttype}:${post.id}` },
  })
  const pending = useMutationState({
    filters: {
      mutationKey: actionKeys.like(),
      status: 'pending',
      predicate: (mutation) => isFor(mutation.state.variables, post),
    },
    select: (mutation) => ({
      like: (mutation.state.variables as LikeVariables).like,
      waiting: waitingFor(mutation.state),
    }),
  })
  const latest = pending.at(-1)
  const liked = latest ? latest.like === 1 : (memberLike ?? savedLike)
  return {
    liked,
    sending: latest !== undefined,
    waiting: pending.some((p) => p.waiting),
    toggle: () => mutate({ language, post: cardOf(post), like: liked ? 2 : 1 }),
  }
}
