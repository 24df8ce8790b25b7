import { Trans, useLingui } from '@lingui/react/macro'
import { languageName } from '../../../shared/i18n/language-name.ts'

interface AudioSelectProps {
  languages: string[]
  value: string | undefined
  disabled: boolean
  onChange: (language: string) => void
}

/** The film's sound tracks by language (a dubbed film); shown only when there is more than one. */
export function AudioSelect({ languages, value, disabled, onChange }: AudioSelectProps) {
  const { i18n } = useLingui()
  if (languages.length < 2) return null
  return (
    <label className="film-player__choice">
      <span className="visually-hidden">
        <Trans>Audio</Trans>
      </span>
      <select value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageName(language, i18n.locale)}
          </option>
        ))}
      </select>
    </label>
  )
}
