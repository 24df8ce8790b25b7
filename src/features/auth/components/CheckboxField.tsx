import type { ReactNode } from 'react'
import { useFieldError } from './use-field-error.tsx'

interface CheckboxFieldProps {
  name: string
  value: boolean
  error?: string
  children: ReactNode
  onChange: (checked: boolean) => void
  onBlur: () => void
}

/** A checkbox with its label beside it, and a message when the form needs it ticked. */
export function CheckboxField({ name, value, error, children, onChange, onBlur }: CheckboxFieldProps) {
  const field = useFieldError(error)
  return (
    <div className="field field--checkbox">
      {/* The label wraps the box: a tap anywhere on the line ticks it. */}
      <label className="field__check">
        <input
          id={field.id}
          className="field__checkbox"
          type="checkbox"
          name={name}
          checked={value}
          {...field.described}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <span>{children}</span>
      </label>
      {field.message}
    </div>
  )
}
