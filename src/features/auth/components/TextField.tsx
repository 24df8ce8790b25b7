import { useFieldError } from './use-field-error.tsx'

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
  const field = useFieldError(error)
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        id={field.id}
        className="field__input"
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        {...field.described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {field.message}
    </div>
  )
}
