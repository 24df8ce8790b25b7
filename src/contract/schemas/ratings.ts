import * as v from 'valibot'
import { RATING_STARS } from '../limits.ts'

/**
 * How a post was rated: `counts[n - 1]` members gave it n stars (1 to 10), with the count and the
 * mean they make.
 */
export const ratingsAnswer = v.object({
  counts: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.length(RATING_STARS)),
  rating_count: v.number(),
  rating_avg: v.number(),
})
export type RatingsAnswer = v.InferOutput<typeof ratingsAnswer>
