import { Trans, useLingui } from '@lingui/react/macro'
import type { CaptionsChoice, FilmSubtitle } from '../captions.ts'

interface CaptionsSelectProps {
  choices: readonly FilmSubtitle[]
  value: CaptionsChoice
  onChange: (choice: CaptionsChoice) => void
}

/** Captions off or in one of the episode's languages; shown only when the episode has captions. */
export function CaptionsSelect({ choices, value, onChange }: CaptionsSelectProps) {
  const { t } = useLingui()
  if (choices.length === 0) return null
  const names: Record<string, string> = { vi: t`Vietnamese`, en: t`English` }
  return (
    <label className="film-player__choice">
      <span className="visually-hidden">
        <Trans>Captions</Trans>
      </span>
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="off">{t({ message: 'Off', context: 'captions' })}</option>
        {choices.map((choice) => (
          <option key={choice.language} value={choice.language}>
            {names[choice.language] ?? (choice.label || choice.language)}
          </option>
        ))}
      </select>
    </label>
  )
}
