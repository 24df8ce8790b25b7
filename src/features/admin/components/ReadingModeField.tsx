import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ReadingMode } from '../../../contract/reading-modes.ts'
import { SelectField } from './SelectField.tsx'

interface ReadingModeFieldProps {
  /** The comic's own mode, or '' for the site's default. */
  value: ReadingMode | ''
  onChange: (mode: ReadingMode | '') => void
  lock: ReactNode
}

/** How a comic's pages are read unless a reader chose otherwise; empty keeps the site's default. */
export function ReadingModeField({ value, onChange, lock }: ReadingModeFieldProps) {
  const { t } = useLingui()
  const modes: { value: ReadingMode | ''; label: string }[] = [
    { value: '', label: t`Site default` },
    { value: 'vertical', label: t`Vertical scroll` },
    { value: 'ltr', label: t`Left to right` },
    { value: 'rtl', label: t`Right to left` },
  ]
  return (
    <fieldset className="admin-form__group">
      <legend>
        <Trans>Reading direction</Trans> {lock}
      </legend>
      <SelectField label={<Trans>Mode</Trans>} value={value} choices={modes} onChange={onChange} />
    </fieldset>
  )
}
