import * as v from 'valibot'
import { ageRatingSchema } from '../age-ratings.ts'
import { ageRatingField } from './age-rating-requests.ts'
import { csrfField } from './member-rules.ts'

/** The highest age rating visitors (no session) see; 18 lets everything through (the default). */
export const visitorAgeLimitSchema = v.object({ limit: ageRatingSchema })

/** `POST /admin/visitor-age-limit/` (JSON): `limit` 0, 13, 16 or 18. */
export const visitorAgeLimitBody = v.object({ csrf_token: csrfField, limit: ageRatingField })
