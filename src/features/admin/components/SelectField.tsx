import type { ReactNode } from 'react'
import { LabelledField } from './LabelledField.tsx'

export interface Choice<V extends string> {
  value: V
  label: string
}

interface SelectFieldProps<V extends string> {
  label: ReactNode
  value: V
  choices: readonly Choice<V>[]
  onChange: (value: V) => void
}

/** A labelled choice of an admin form, among `choices` only. */
export function SelectField<V extends string>({ label, value, choices, onChange }: SelectFieldProps<V>) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}
