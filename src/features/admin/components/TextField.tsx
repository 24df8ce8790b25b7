import type { Ref } from 'react'
import { LabelledField } from './LabelledField.tsx'

interface TextFieldProps {
  label: string
  value: string
  max?: number
  required?: boolean
  /** `search` for a field that finds things (a search box to assistive technology). */
  type?: 'text' | 'search'
  ref?: Ref<HTMLInputElement>
  onChange: (value: string) => void
}

/** A labelled one-line field of an admin form. */
export function TextField({ label, value, max, required, type, ref, onChange }: TextFieldProps) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          ref={ref}
          className="field__input"
          type={type}
          value={value}
          maxLength={max}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  )
}
