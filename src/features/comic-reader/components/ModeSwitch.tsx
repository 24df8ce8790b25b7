import { useLingui } from '@lingui/react/macro'
import { type ReadingMode, readingModes } from '../../../contract/reading-modes.ts'

/** The reading modes of a comic's pages; the choice is kept for the series. */
export function ModeSwitch({ mode, onChange }: { mode: ReadingMode; onChange: (mode: ReadingMode) => void }) {
  const { t } = useLingui()
  const labels: Record<ReadingMode, string> = {
    vertical: t`Vertical scroll`,
    ltr: t`Left to right`,
    rtl: t`Right to left`,
  }
  return (
    <fieldset className="mode-switch">
      <legend className="mode-switch__legend">{t`Reading mode`}</legend>
      {readingModes.map((choice) => (
        <button
          key={choice}
          type="button"
          className="pill"
          aria-pressed={choice === mode}
          onClick={() => onChange(choice)}
        >
          {labels[choice]}
        </button>
      ))}
    </fieldset>
  )
}
