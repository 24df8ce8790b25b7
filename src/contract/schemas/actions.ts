import * as v from 'valibot'
import { RATING_FEWEST_STARS, RATING_STARS } from '../limits.ts'

/** The answer of `POST /posts/action/views/…`: the post's views after this one. */
export const viewsAnswer = v.object({ views: v.number() })

/** The answer of `POST /posts/action/like/…`: the post's likes, and whether this one now likes it. */
export const likeAnswer = v.object({ like_count: v.number(), is_like: v.optional(v.boolean()) })
export type LikeAnswer = v.InferOutput<typeof likeAnswer>

/** The answer of `POST /posts/action/rating/…`: the member's rating and the post's new totals. */
export const ratingAnswer = v.object({
  rating: v.number(),
  rating_total: v.number(),
  rating_count: v.number(),
  rating_avg: v.number(),
})
export type RatingAnswer = v.InferOutput<typeof ratingAnswer>

/** A number of stars a member may give. */
export const starsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(RATING_FEWEST_STARS),
  v.maxValue(RATING_STARS),
)
