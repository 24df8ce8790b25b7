import { Trans, useLingui } from '@lingui/react/macro'
import { type QualityChoice, qualityLabel } from '../quality.ts'

interface QualitySelectProps {
  heights: number[]
  /** The rendition on screen, which 'Auto' names while adapting. */
  playing: number | undefined
  value: QualityChoice
  disabled: boolean
  onChange: (choice: QualityChoice) => void
}

/** Auto (adapts to the network) or one rendition; shown only when there is a choice to make. */
export function QualitySelect({ heights, playing, value, disabled, onChange }: QualitySelectProps) {
  const { t } = useLingui()
  if (heights.length < 2) return null
  const now = playing === undefined ? '' : qualityLabel(playing)
  return (
    <label className="film-player__choice">
      <span className="visually-hidden">
        <Trans>Quality</Trans>
      </span>
      <select
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.currentTarget.value
          onChange(chosen === 'auto' ? 'auto' : Number(chosen))
        }}
      >
        <option value="auto">{now ? t`Auto (${now})` : t`Auto`}</option>
        {heights.map((height) => (
          <option key={height} value={String(height)}>
            {qualityLabel(height)}
          </option>
        ))}
      </select>
    </label>
  )
}
