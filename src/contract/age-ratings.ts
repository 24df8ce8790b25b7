import * as v from 'valibot'

/**
 * A post's age rating, as the youngest age it is meant for: 0 is all ages (Mọi lứa tuổi), then
 * 13+, 16+ and 18+. A member's limit is one of these too: they see the posts rated at or under it.
 * Numbers, so that "may see" is one comparison in every query (`posts.age_rating <= limit`).
 */
export const ageRatings = [0, 13, 16, 18] as const
export type AgeRating = (typeof ageRatings)[number]
export const ageRatingSchema = v.picklist(ageRatings)

/** All ages: every post a new library file brings starts here unless its metadata says more. */
export const ALL_AGES: AgeRating = 0
/** The highest rating: a limit of 18 lets everything through. */
export const NO_AGE_LIMIT: AgeRating = 18

/** The strictest of the limits that apply (an admin's, the member's own, a kiosk's). */
export const strictestAgeLimit = (...limits: (AgeRating | null | undefined)[]): AgeRating =>
  limits.reduce<AgeRating>(
    (strictest, limit) => (limit != null && limit < strictest ? limit : strictest),
    NO_AGE_LIMIT,
  )

/**
 * The request header a kiosk sends with its chosen maximum rating (one of ageRatings): it can only
 * make the limit stricter than the member's or the visitor default, never looser.
 */
export const AGE_LIMIT_HEADER = 'X-Age-Limit'

/** The site_settings key of what visitors may see: its value is one of ageRatings (a JSON number); absent: no limit. */
export const VISITOR_AGE_LIMIT_KEY = 'visitor_age_limit'

/** A header's or a setting's value as a rating, or undefined when it is none of them. */
export const ageRatingOf = (value: unknown): AgeRating | undefined => {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value
  return (ageRatings as readonly unknown[]).includes(number) ? (number as AgeRating) : undefined
}
