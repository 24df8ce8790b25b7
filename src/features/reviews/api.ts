import { reviews } from '../../contract/endpoints/post-actions.ts'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { reviewSchema } from '../../contract/schemas/account.ts'
import { lenientArray } from '../../contract/schemas/envelope.ts'
import { call } from '../../shared/api/call.ts'

/** One review the app cannot read is left out; the others still show. */
const readableReviews = lenientArray(reviewSchema)

/** A post's reviews; a rating sent from this device asks for them again (actions/effects.ts). */
export const reviewsKey = (posttype: string, id: number) => ['reviews', posttype, id] as const

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
