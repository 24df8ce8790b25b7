import { useLingui } from '@lingui/react/macro'
import { useSyncMessages } from './sync-messages.ts'

interface KeepLibraryChoiceProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * The sign-out's choice (issue 24): the library is in the member's account, and this device keeps
 * its copy only when the member ticks this.
 */
export function KeepLibraryChoice({ checked, onChange }: KeepLibraryChoiceProps) {
  useSyncMessages()
  const { t } = useLingui()
  return (
    <div className="field field--checkbox">
      {/* The label wraps the box: a tap anywhere on the line ticks it. */}
      <label className="field__check">
        <input
          className="field__checkbox"
          type="checkbox"
          name="keepLibrary"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t`Keep my library (saved posts, history, reading positions) on this device`}</span>
      </label>
    </div>
  )
}
