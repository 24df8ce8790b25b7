import { type ReactNode, useId } from 'react'

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
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        className="field__checkbox"
        type="checkbox"
        name={name}
        checked={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
