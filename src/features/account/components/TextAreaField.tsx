import { useFieldError } from '../../auth/index.ts'

interface TextAreaFieldProps {
  name: string
  label: string
  value: string
  error?: string | undefined
  maxLength: number
  onChange: (value: string) => void
  onBlur: () => void
}

/** A labelled text of several lines, with how much of its length is used. */
export function TextAreaField({
  name,
  label,
  value,
  error,
  maxLength,
  onChange,
  onBlur,
}: TextAreaFieldProps) {
  const field = useFieldError(error)
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <textarea
        id={field.id}
        className="field__input account__textarea"
        name={name}
        rows={4}
        value={value}
        {...field.described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p className="account__count">
        {value.length} / {maxLength}
      </p>
      {field.message}
    </div>
  )
}
