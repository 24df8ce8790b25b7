import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { pathOf, reviewsRoute } from '../../contract/paths.ts'
import { reviewSchema } from '../../contract/schemas/account.ts'
import { lenientArray } from '../../contract/schemas/envelope.ts'
import { apiRequest } from '../../shared/api/client.ts'

const reviewsResponse = v.looseObject({
  status: v.literal('success'),
  data: lenientArray(reviewSchema),
  is_next: v.optional(v.boolean(), false),
})

/** A post's reviews; a rating sent from this device asks for them again (actions/effects.ts). */
export const reviewsKey = (posttype: string, id: number) => ['reviews', posttype, id] as const

/** `GET /posts/reviews/{posttype}/{id}/?page=` (docs/api.md): newest first, 20 a page. */
export async function getReviews(
  language: Language,
  posttype: string,
  id: number,
  page: number,
  signal?: AbortSignal,
) {
  const path = `${pathOf(reviewsRoute, { posttype, id })}${page > 1 ? `?page=${page}` : ''}`
  const body = await apiRequest(language, path, reviewsResponse, { signal })
  return { reviews: body.data, isNext: body.is_next }
}
