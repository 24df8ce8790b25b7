import { useLingui } from '@lingui/react/macro'
import { type AgeRating, ageRatings } from '../../contract/age-ratings.ts'

/** The admin area's names of the age ratings: Mọi lứa tuổi / All ages, 13+, 16+, 18+. */
export function useAgeRatingNames(): Record<AgeRating, string> {
  const { t } = useLingui()
  return { 0: t`All ages`, 13: '13+', 16: '16+', 18: '18+' }
}

/** The ratings as choices of a select, their values as the forms send them. */
export function useAgeRatingChoices() {
  const names = useAgeRatingNames()
  return ageRatings.map((rating) => ({ value: String(rating), label: names[rating] }))
}
