import * as v from 'valibot'
import { type AgeRating, ageRatings } from '../age-ratings.ts'
import { say } from './reasons.ts'

/*
 * An age rating as a form field sends it (src/contract/age-ratings.ts): its number as text. Request
 * schemas only: the app's build keeps none of them (scripts/lib/pure-contract.ts).
 */

const ratingTexts = ageRatings.map(String)
const ratingReason = say({
  vi: `phải là một trong ${ratingTexts.join(', ')}`,
  en: `must be one of ${ratingTexts.join(', ')}`,
})
const limitReason = say({
  vi: `phải là một trong ${ratingTexts.join(', ')}, hoặc để trống (không giới hạn)`,
  en: `must be one of ${ratingTexts.join(', ')}, or empty (no limit)`,
})

const isRating = (text: string) => ratingTexts.includes(text)

/** A post's rating: `0` (all ages), `13`, `16` or `18`. */
export const ageRatingField = v.pipe(
  v.union([v.string(), v.number()], ratingReason),
  v.transform(String),
  v.check(isRating, ratingReason),
  v.transform((text) => Number(text) as AgeRating),
)

/** A limit: a rating, or empty (or JSON null) for none. */
export const ageLimitField = v.pipe(
  v.nullable(v.union([v.string(), v.number()], limitReason), ''),
  v.transform((value) => (value === null ? '' : String(value))),
  v.check((text) => text === '' || isRating(text), limitReason),
  v.transform((text) => (text === '' ? null : (Number(text) as AgeRating))),
)
