import { useId } from 'react'

interface RangeFieldProps {
  label: string
  value: number
  min: number
  max: number
  step: number
  /** The value as it is read out (with its unit). */
  shown: string
  onChange: (value: number) => void
}

/** A slider with its label and its current value beside it. */
export function RangeField({ label, value, min, max, step, shown, onChange }: RangeFieldProps) {
  const id = useId()
  return (
    <div className="filter-sheet__range">
      <div className="filter-sheet__range-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{shown}</output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  )
}
