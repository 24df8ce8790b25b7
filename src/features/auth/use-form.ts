import { type FormEvent, useState } from 'react'
import * as v from 'valibot'

type Values = Record<string, string | boolean>

/**
 * A form checked by a valibot schema. A field's message shows once the field has been left, or
 * after a first submit, so nobody is told off while still typing the first time.
 */
export function useForm<S extends v.GenericSchema<Values, unknown>>(
  schema: S,
  initial: v.InferInput<S>,
  onValid: (values: v.InferOutput<S>) => void,
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const result = v.safeParse(schema, values)
  const errors: Partial<Record<string, [string, ...string[]]>> = result.success
    ? {}
    : (v.flatten(result.issues).nested ?? {})

  const errorOf = (name: keyof v.InferInput<S> & string) =>
    submitted || touched.has(name) ? errors[name]?.[0] : undefined

  /** What a field needs: its value, and handlers that record changes and leaving it. */
  const field = <K extends keyof v.InferInput<S> & string>(name: K) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: v.InferInput<S>[K]) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (result.success) {
      onValid(result.output)
      return
    }
    // Straight to what needs fixing: the first field with a message, in the order of the form.
    const form = event.currentTarget
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && errors[element.name] !== undefined,
    )
    first?.focus()
  }

  return { values, field, submit }
}
