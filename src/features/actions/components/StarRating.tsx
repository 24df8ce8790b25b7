import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId } from 'react'
import { RATING_STARS } from '../../../contract/limits.ts'
import { ActionIcon } from './ActionIcon.tsx'

interface StarRatingProps {
  value: number
  onChange: (value: number) => void
  labelledBy: string
}

const stars = Array.from({ length: RATING_STARS }, (_, i) => i + 1)

const moves: Record<string, (star: number) => number> = {
  ArrowRight: (star) => star + 1,
  ArrowUp: (star) => star + 1,
  ArrowLeft: (star) => star - 1,
  ArrowDown: (star) => star - 1,
  Home: () => 1,
  End: () => RATING_STARS,
}

/**
 * Ten stars as one radio group: a single tab stop, arrows move and choose (stopping at 1 and 10
 * rather than wrapping round, which would turn a 10 into a 1), Home and End jump to the ends.
 * Each star is named 'N/10'.
 */
export function StarRating({ value, onChange, labelledBy }: StarRatingProps) {
  const { t } = useLingui()
  const name = useId()

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const star = Math.min(RATING_STARS, Math.max(1, move(Number(event.currentTarget.value))))
    onChange(star)
    event.currentTarget.form
      ?.querySelector<HTMLInputElement>(`input[name="${name}"][value="${star}"]`)
      ?.focus()
  }

  return (
    <div className="stars" role="radiogroup" aria-labelledby={labelledBy}>
      {stars.map((star) => (
        <label key={star} className="stars__star" data-on={star <= value}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={star}
            checked={star === value}
            aria-label={t`${star}/${RATING_STARS}`}
            onChange={() => onChange(star)}
            onKeyDown={onKeyDown}
          />
          <ActionIcon name="star" filled={star <= value} />
        </label>
      ))}
    </div>
  )
}
