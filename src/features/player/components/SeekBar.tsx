import { useLingui } from '@lingui/react/macro'
import { formatTime } from '../time.ts'

interface SeekBarProps {
  currentTime: number
  duration: number
  disabled: boolean
  onSeek: (time: number) => void
}

/** The film's position as a slider: arrows step through it, a screen reader hears '0:05 of 1:30'. */
export function SeekBar({ currentTime, duration, disabled, onSeek }: SeekBarProps) {
  const { t } = useLingui()
  const known = Number.isFinite(duration) && duration > 0
  const max = known ? duration : 0
  const value = Math.min(currentTime, max)
  const current = formatTime(value)
  const total = formatTime(max)
  return (
    <input
      type="range"
      className="film-player__seek"
      min={0}
      max={max}
      step="any"
      value={value}
      disabled={disabled || !known}
      aria-label={t`Position`}
      aria-valuetext={t`${current} of ${total}`}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
    />
  )
}
