import { useId } from 'react'

interface TextFieldProps {
  name: string
  label: string
  value: string
  error?: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  onChange: (value: string) => void
  onBlur: () => void
}

/** A labelled input whose message, when there is one, is tied to it for screen readers. */
export function TextField({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  onChange,
  onBlur,
}: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
