import { useLingui } from '@lingui/react/macro'
import { namedColours } from '../colours.ts'

interface ColourChoicesProps {
  legend: string
  name: string
  value: string
  onChange: (value: string) => void
}

/** Spec §2: one of the named colours, each shown as a swatch with its name in the reader's language. */
export function ColourChoices({ legend, name, value, onChange }: ColourChoicesProps) {
  const { i18n } = useLingui()
  return (
    <fieldset className="filter-sheet__group">
      <legend>{legend}</legend>
      <div className="colour-choices">
        {namedColours.map((colour) => (
          <label key={colour.value} className="colour-choice">
            <input
              type="radio"
              className="colour-choice__input"
              name={name}
              value={colour.value}
              checked={value === colour.value}
              onChange={() => onChange(colour.value)}
            />
            <span className="colour-choice__swatch" style={{ background: colour.value }} aria-hidden="true" />
            <span className="colour-choice__name">{i18n._(colour.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
