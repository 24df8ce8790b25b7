import * as v from 'valibot'
import { posttypes } from '../posttypes.ts'
import { reviewSchema } from './account.ts'
import { imageSchema } from './cards.ts'

/*
 * The finder's answers (docs/api.md "Finder"): what one member may see of another. Only what the
 * member chose to show: never an email, a full name, a role or anything of their sessions.
 */

/** A member found by the finder's search: enough to recognise them and open their profile. */
export const memberCardSchema = v.object({
  name: v.string(),
  username: v.string(),
  avatar: v.nullable(imageSchema),
})
export type MemberCard = v.InferOutput<typeof memberCardSchema>

/** One of the member's reviews, as a post's reviews are, with the post it is about (a published one) for its author. */
export const memberReviewSchema = v.object({
  ...v.omit(reviewSchema, ['author']).entries,
  post: v.object({ title: v.string(), slug: v.string(), posttype: v.picklist(posttypes) }),
})
export type MemberReview = v.InferOutput<typeof memberReviewSchema>

/** A member's public profile and one page of their reviews (`is_next` and `paged` say which). */
export const memberProfileSchema = v.object({
  ...memberCardSchema.entries,
  about: v.string(),
  joined_at: v.string(),
  review_count: v.number(),
  reviews: v.array(memberReviewSchema),
})
export type MemberProfile = v.InferOutput<typeof memberProfileSchema>
