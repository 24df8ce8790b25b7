import * as v from 'valibot'
import { type Language, languages } from '../../contract/languages.ts'
import { likeRoute, postActionPath, ratingRoute } from '../../contract/paths.ts'
import {
  type LikeAnswer,
  likeAnswer,
  type RatingAnswer,
  ratingAnswer,
  starsSchema,
} from '../../contract/schemas/actions.ts'
import { type PostCard, postCardSchema } from '../../contract/schemas/cards.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { withCsrfToken } from '../../shared/api/csrf-write.ts'

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

const likeResponse = successOf(likeAnswer)
const ratingResponse = successOf(ratingAnswer)

/** Posts a form with a fresh anti-forgery token (withCsrfToken). */
const postWithCsrf = <S extends v.GenericSchema>(
  language: Language,
  path: string,
  schema: S,
  fields: Record<string, string>,
): Promise<v.InferOutput<S>> =>
  withCsrfToken(language, (token) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    body.set('csrf_token', token)
    return apiRequest(language, path, schema, { method: 'POST', body, auth: true })
  })

/**
 * Spec §7 `POST /posts/action/like/{posttype}/{id}` (no trailing slash). Like sendRating, it is sent
 * with variables read by their schema (mutations.ts), so the post type is one the contract knows.
 */
export async function sendLike({ language, post, like }: LikeVariables): Promise<LikeAnswer> {
  const path = postActionPath(likeRoute, post.posttype, post.id)
  const send = () => postWithCsrf(language, path, likeResponse, { like: String(like) })
  try {
    return (await send()).data
  } catch (error) {
    // A session that ended has just been forgotten (see client.ts): visitors may like too, so the
    // like is sent again as this device's.
    if (!isApiError(error) || error.status !== 401) throw error
    return (await send()).data
  }
}

/** Spec §7 `POST /posts/action/rating/{posttype}/{id}/`; a member's new rating replaces the old one. */
export async function sendRating({
  language,
  post,
  rating,
  content,
}: RatingVariables): Promise<RatingAnswer> {
  const path = postActionPath(ratingRoute, post.posttype, post.id)
  const answer = await postWithCsrf(language, path, ratingResponse, { rating: String(rating), content })
  return answer.data
}
