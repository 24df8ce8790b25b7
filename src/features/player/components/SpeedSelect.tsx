import { Trans } from '@lingui/react/macro'
import { PLAYBACK_SPEEDS } from '../player-limits.ts'

interface SpeedSelectProps {
  value: number
  onChange: (rate: number) => void
}

/** Playback speed from half to double. */
export function SpeedSelect({ value, onChange }: SpeedSelectProps) {
  return (
    <label className="film-player__choice">
      <span className="visually-hidden">
        <Trans>Playback speed</Trans>
      </span>
      <select value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {PLAYBACK_SPEEDS.map((speed) => (
          <option key={speed} value={String(speed)}>
            {`${speed}×`}
          </option>
        ))}
      </select>
    </label>
  )
}
