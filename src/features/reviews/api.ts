import { reviews } from '../../contract/endpoints/post-actions.ts'
import { ratings } from '../../contract/endpoints/ratings.ts'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { reviewSchema } from '../../contract/schemas/account.ts'
import { lenientArray } from '../../contract/schemas/envelope.ts'
import { ratingsAnswer } from '../../contract/schemas/ratings.ts'
import { call } from '../../shared/api/call.ts'

/** One review the app cannot read is left out; the others still show. */
const readableReviews = lenientArray(reviewSchema)

/** `GET /posts/reviews/{posttype}/{id}/?page=` (docs/api.md): newest first, 20 a page. */
export async function getReviews(
  language: Language,
  posttype: Posttype,
  id: number,
  page: number,
  signal?: AbortSignal,
) {
  const body = await call(
    language,
    reviews,
    { params: { posttype, id }, query: { page: page > 1 ? page : undefined }, ...(signal ? { signal } : {}) },
    readableReviews,
  )
  return { reviews: body.data, isNext: body.is_next }
}

/** `GET /posts/ratings/{posttype}/{id}/` (docs/api.md): how many gave each number of stars. */
export async function getRatings(language: Language, posttype: Posttype, id: number, signal?: AbortSignal) {
  const body = await call(
    language,
    ratings,
    { params: { posttype, id }, ...(signal ? { signal } : {}) },
    ratingsAnswer,
  )
  return body.data
}
