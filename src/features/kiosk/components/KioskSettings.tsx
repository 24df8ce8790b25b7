import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { kioskAtom } from '../../../shared/kiosk.ts'
import { useKioskAgeNames } from '../age-rating-names.ts'
import { idleText } from '../idle-choices.ts'
import { KioskExitDialog } from './KioskExitDialog.tsx'
import { KioskStartForm } from './KioskStartForm.tsx'

/** Settings' kiosk section: the form that turns it on, or, while it is on, the way out (PIN first). */
export function KioskSettings({ language }: { language: Language }) {
  const kiosk = useAtomValue(kioskAtom)
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const idle = idleText(kiosk.idleSeconds)
  const rating = useKioskAgeNames()[kiosk.ageLimit]
  if (!kiosk.on) {
    return <KioskStartForm onStarted={() => navigate({ to: '/$lang', params: { lang: language } })} />
  }
  return (
    <div className="settings__group">
      <p>
        <Trans>Kiosk mode is on. The app goes back to the home after {idle} without a touch.</Trans>
      </p>
      <p>
        <Trans>Age limit: {rating}.</Trans>
      </p>
      <p className="settings__hint">
        <Trans>To leave it from any page, hold the logo for two seconds.</Trans>
      </p>
      <button type="button" className="button button--ghost" onClick={() => setLeaving(true)}>
        <Trans>Leave kiosk mode</Trans>
      </button>
      {leaving ? <KioskExitDialog hasPin={kiosk.pin !== null} onClose={() => setLeaving(false)} /> : null}
    </div>
  )
}
