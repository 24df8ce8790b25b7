import * as v from 'valibot'
import { ageRatingSchema } from '../age-ratings.ts'
import { ageLimitField } from './age-rating-requests.ts'
import { csrfField } from './member-rules.ts'

/**
 * `GET /account/age-limit/`: the highest age rating the member sees. `age_limit` an admin set (null:
 * none), `own_age_limit` the member chose (null: none), `effective` the stricter of the two (null:
 * everything).
 */
export const ownAgeLimitAnswer = v.object({
  age_limit: v.nullable(ageRatingSchema),
  own_age_limit: v.nullable(ageRatingSchema),
  effective: v.nullable(ageRatingSchema),
})

/** `POST /account/age-limit/`: `own_age_limit` a rating or empty (none); never above the admin's. */
export const ownAgeLimitBody = v.object({ csrf_token: csrfField, own_age_limit: ageLimitField })
