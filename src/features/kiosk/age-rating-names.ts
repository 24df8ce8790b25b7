import { useLingui } from '@lingui/react/macro'
import { type AgeRating, ageRatings } from '../../contract/age-ratings.ts'

/** The names of the highest age rating a kiosk shows: Mọi lứa tuổi / All ages (the safe choice), 13+… */
export function useKioskAgeNames(): Record<AgeRating, string> {
  const { t } = useLingui()
  return { 0: t`All ages`, 13: '13+', 16: '16+', 18: '18+' }
}

export { ageRatings as kioskAgeChoices }
