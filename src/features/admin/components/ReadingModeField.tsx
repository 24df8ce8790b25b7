import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { ReadingMode } from '../../../contract/reading-modes.ts'

interface ReadingModeFieldProps {
  /** The comic's own mode, or '' for the site's default. */
  value: ReadingMode | ''
  onChange: (mode: ReadingMode | '') => void
  lock: ReactNode
}

/** How a comic's pages are read unless a reader chose otherwise; empty keeps the site's default. */
export function ReadingModeField({ value, onChange, lock }: ReadingModeFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const modes: [ReadingMode | '', string][] = [
    ['', t`Site default`],
    ['vertical', t`Vertical scroll`],
    ['ltr', t`Left to right`],
    ['rtl', t`Right to left`],
  ]
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Reading direction</Trans> {lock}
      </legend>
      <div className="field">
        <label htmlFor={id} className="field__label">
          <Trans>Mode</Trans>
        </label>
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value as ReadingMode | '')}
        >
          {modes.map(([mode, name]) => (
            <option key={mode} value={mode}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
