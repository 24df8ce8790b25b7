import { type ReactNode, useId } from 'react'

interface LabelledFieldProps {
  label: ReactNode
  /** The control, given the id its label names. */
  children: (id: string) => ReactNode
}

/** A labelled control of an admin form: the label names the control it is given. */
export function LabelledField({ label, children }: LabelledFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children(id)}
    </div>
  )
}
