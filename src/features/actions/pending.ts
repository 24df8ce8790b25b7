import type { PostCard } from '../../contract/schemas/cards.ts'

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
