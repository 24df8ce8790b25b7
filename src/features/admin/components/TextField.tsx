import { type Ref, useId } from 'react'

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
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
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
    </div>
  )
}
