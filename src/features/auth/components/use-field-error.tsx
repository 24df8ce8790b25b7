import { useId } from 'react'

/**
 * What every field of a form shares: its id, the message under it when there is one, and the
 * attributes that tie that message to the field for screen readers.
 */
export function useFieldError(error: string | undefined) {
  const id = useId()
  const errorId = `${id}-error`
  return {
    id,
    described: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
    message: error ? (
      <p id={errorId} className="field__error">
        {error}
      </p>
    ) : null,
  }
}
