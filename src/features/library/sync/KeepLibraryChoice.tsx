import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { loadSyncMessages, syncMessagesLoaded } from './sync-messages.ts'

interface KeepLibraryChoiceProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * The sign-out's choice (issue 24): the library is in the member's account, and this device keeps
 * its copy only when the member ticks this.
 */
export function KeepLibraryChoice({ checked, onChange }: KeepLibraryChoiceProps) {
  const { t, i18n } = useLingui()
  // Drawn once its words are here: no Suspense, so the dialog's buttons answer at once meanwhile.
  const [ready, setReady] = useState(() => syncMessagesLoaded(i18n.locale))
  useEffect(() => {
    if (ready) return
    const show = () => setReady(true)
    loadSyncMessages(i18n.locale).then(show, show)
  }, [ready, i18n.locale])
  if (!ready) return null
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
