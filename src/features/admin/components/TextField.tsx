import { useId } from 'react'

interface TextFieldProps {
  label: string
  value: string
  max: number
  onChange: (value: string) => void
}

/** A labelled one-line field of an admin form. */
export function TextField({ label, value, max, onChange }: TextFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
