import * as v from 'valibot'
import { like as likeCall, rating as ratingCall } from '../../contract/endpoints/post-actions.ts'
import { languages } from '../../contract/languages.ts'
import { type LikeAnswer, type RatingAnswer, starsSchema } from '../../contract/schemas/actions.ts'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { callData } from '../../shared/api/call.ts'

/** Spec §3 like submission: 1 likes, 2 takes the like back. */
export type LikeValue = 1 | 2

/**
 * What a like or rating carries while it waits: plain data, stored with the paused mutation. The
 * card goes along so the library can be updated when it is finally sent, on whatever page.
 */
const actionTargetSchema = v.object({
  language: v.picklist(languages),
  post: postCardSchema,
})
export const likeVariablesSchema = v.object({
  ...actionTargetSchema.entries,
  like: v.picklist([1, 2]),
})
export type LikeVariables = v.InferOutput<typeof likeVariablesSchema>
export const ratingVariablesSchema = v.object({
  ...actionTargetSchema.entries,
  rating: starsSchema,
  content: v.string(),
})
export type RatingVariables = v.InferOutput<typeof ratingVariablesSchema>

/** Only the card is kept: a detail answer would store its related posts with every waiting action. */
export const cardOf = (post: PostCard): PostCard => v.parse(postCardSchema, post)

/** A form of text fields, as the spec's like and rating are sent (the token is added by call()). */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

/**
 * Spec §7 `POST /posts/action/like/{posttype}/{id}` (no trailing slash). Like sendRating, it is sent
 * with variables read by their schema (mutations.ts), so the post type is one the contract knows.
 */
export async function sendLike({ language, post, like }: LikeVariables): Promise<LikeAnswer> {
  const send = () =>
    callData(language, likeCall, {
      params: { posttype: post.posttype, id: post.id },
      body: formOf({ like: String(like) }),
    })
  try {
    return await send()
  } catch (error) {
    // A session that ended has just been forgotten (see client.ts): visitors may like too, so the
    // like is sent again as this device's.
    if (!isApiError(error) || error.status !== 401) throw error
    return send()
  }
}

/** Spec §7 `POST /posts/action/rating/{posttype}/{id}/`; a member's new rating replaces the old one. */
export async function sendRating({
  language,
  post,
  rating,
  content,
}: RatingVariables): Promise<RatingAnswer> {
  return callData(language, ratingCall, {
    params: { posttype: post.posttype, id: post.id },
    body: formOf({ rating: String(rating), content }),
  })
}
