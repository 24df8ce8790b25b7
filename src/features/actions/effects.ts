import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { LikeAnswer, RatingAnswer } from '../../contract/schemas/actions.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { setLiked } from '../../entities/library/library-changes.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { showToast } from '../../shared/ui/toasts/toast-atoms.ts'
import { ratingsKey, reviewsKey } from '../reviews/index.ts'
import {
  type LikeVariables,
  likeVariablesSchema,
  type RatingVariables,
  ratingVariablesSchema,
  sendLike,
  sendRating,
} from './api.ts'

type Counts = Partial<Pick<PostCard, 'like_count' | 'rating_total' | 'rating_count' | 'rating_avg'>>
type PostRef = Pick<PostCard, 'id' | 'posttype'>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPost = (value: unknown, post: PostRef) =>
  isRecord(value) && value.id === post.id && value.posttype === post.posttype

/** The cached detail with the new counts, whether it is kept bare or inside the API envelope. */
function withCounts(data: unknown, post: PostRef, counts: Counts): unknown {
  if (isPost(data, post)) return { ...(data as object), ...counts }
  if (isRecord(data) && isPost(data.data, post)) {
    return { ...data, data: { ...(data.data as object), ...counts } }
  }
  return data
}

/**
 * Writes the counts an action answered with into every cached detail of that post, so the page shows
 * them at once without asking the server again. Details are found by what they hold (one post, with
 * this id and type), in both languages; lists and cards hold arrays and are left alone.
 */
export function updateDetailCounts(queryClient: QueryClient, post: PostRef, counts: Counts) {
  queryClient.setQueriesData(
    { predicate: (query) => withCounts(query.state.data, post, counts) !== query.state.data },
    (data: unknown) => withCounts(data, post, counts),
  )
}

/** The member's own state of a post is only on a post's page: its code loads when an action lands. */
const updateMemberState = (...args: Parameters<typeof import('./member-state-cache.ts').updateMemberState>) =>
  import('./member-state-cache.ts').then((module) => module.updateMemberState(...args))

const signInNeeded = (error: unknown) => isApiError(error) && error.status === 401

// Variables read back from storage are checked: a version that stored another shape must not send it.
export const sendCheckedLike = (variables: LikeVariables) => sendLike(v.parse(likeVariablesSchema, variables))
export const sendCheckedRating = (variables: RatingVariables) =>
  sendRating(v.parse(ratingVariablesSchema, variables))

/** The answer carries the new count and state: nothing is asked for again. */
export function likeDone(queryClient: QueryClient, answer: LikeAnswer, { post, like }: LikeVariables) {
  const isLike = answer.is_like ?? like === 1
  setLiked(post, isLike)
  updateDetailCounts(queryClient, post, { like_count: answer.like_count })
  void updateMemberState(queryClient, post, { is_like: isLike })
  showToast({ kind: 'success', message: isLike ? t`Post liked!` : t`Like removed!` })
}

export function likeFailed() {
  showToast({ kind: 'error', message: t`Something went wrong while liking the post!` })
}

export function ratingDone(queryClient: QueryClient, answer: RatingAnswer, { post }: RatingVariables) {
  const { rating_total, rating_count, rating_avg } = answer
  updateDetailCounts(queryClient, post, { rating_total, rating_count, rating_avg })
  void updateMemberState(queryClient, post, { rating: answer.rating })
  void queryClient.invalidateQueries({ queryKey: reviewsKey(post.posttype, post.id) })
  void queryClient.invalidateQueries({ queryKey: ratingsKey(post.posttype, post.id) })
  showToast({ kind: 'success', message: t`Your rating has been sent!` })
}

export function ratingFailed(error: unknown) {
  const message = signInNeeded(error)
    ? t`You need to log in to rate!`
    : t`Something went wrong while sending your rating!`
  showToast({ kind: 'error', message })
}
