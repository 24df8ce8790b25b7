import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useExtrasMessages } from '../../reader/index.ts'
import { setContinuousReading, useContinuousReadingSetting } from '../continuous-reading.ts'

/** Continuous reading, on or off for the device: offered with the vertical strip, the only mode it is for. */
export function ContinuousReadingSwitch() {
  useExtrasMessages()
  const { t } = useLingui()
  const hintId = useId()
  const on = useContinuousReadingSetting()
  return (
    <div className="filter-sheet__group">
      <label className="filter-sheet__check">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={hintId}
          onChange={(event) => setContinuousReading(event.target.checked)}
        />
        {t`Continuous reading`}
      </label>
      <p id={hintId} className="filter-sheet__hint">
        {t`The next chapter follows below in vertical mode.`}
      </p>
    </div>
  )
}
