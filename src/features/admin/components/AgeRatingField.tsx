import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { AgeRating } from '../../../contract/age-ratings.ts'
import { useAgeRatingChoices } from '../age-rating-words.ts'
import { SelectField } from './SelectField.tsx'

interface AgeRatingFieldProps {
  value: AgeRating
  onChange: (rating: AgeRating) => void
  lock: ReactNode
}

/** Who the post is for: members and visitors whose limit is under it do not see it. */
export function AgeRatingField({ value, onChange, lock }: AgeRatingFieldProps) {
  const choices = useAgeRatingChoices()
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Age rating</Trans> {lock}
      </legend>
      <SelectField
        label={<Trans>For</Trans>}
        value={String(value)}
        choices={choices}
        onChange={(rating) => onChange(Number(rating) as AgeRating)}
      />
    </fieldset>
  )
}
