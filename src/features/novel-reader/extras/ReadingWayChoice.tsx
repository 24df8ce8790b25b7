import { useLingui } from '@lingui/react/macro'
import { useExtrasMessages } from '../../reader/index.ts'
import type { ReadingWay } from '../reading-way.ts'

interface ReadingWayChoiceProps {
  value: ReadingWay
  onChange: (way: ReadingWay) => void
}

/** 'Cách đọc' in the reading settings: text chapters scrolled, or a page at a time. */
export function ReadingWayChoice({ value, onChange }: ReadingWayChoiceProps) {
  useExtrasMessages()
  const { t } = useLingui()
  const labels: Record<ReadingWay, string> = { scroll: t`Scroll`, pages: t`Turn pages` }
  return (
    <fieldset className="filter-sheet__group">
      <legend>{t({ message: 'Reading mode', context: 'novel reading way' })}</legend>
      <div className="filter-sheet__options">
        {(['scroll', 'pages'] as const).map((way) => (
          <label key={way} className="pill filter-sheet__option">
            <input
              type="radio"
              name="readingWay"
              value={way}
              checked={value === way}
              onChange={() => onChange(way)}
            />
            {labels[way]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
