import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { type AgeRating, ALL_AGES } from '../../../contract/age-ratings.ts'
import { KIOSK_IDLE_DEFAULT_SECONDS } from '../../../shared/limits.ts'
import { kioskAgeChoices, useKioskAgeNames } from '../age-rating-names.ts'
import { IDLE_CHOICES, idleText } from '../idle-choices.ts'
import { isKioskPin, turnKioskOn } from '../kiosk-settings.ts'

/**
 * Turns kiosk mode on with a PIN (asked for to leave it) and an idle time. The button press is
 * the touch browsers require before going fullscreen.
 */
export function KioskStartForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useLingui()
  const pinId = useId()
  const errorId = useId()
  const [pin, setPin] = useState('')
  const [idleSeconds, setIdleSeconds] = useState(KIOSK_IDLE_DEFAULT_SECONDS)
  // All ages is the safe choice for a screen anyone passing can touch.
  const [ageLimit, setAgeLimit] = useState<AgeRating>(ALL_AGES)
  const ageNames = useKioskAgeNames()
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isKioskPin(pin)) {
      setInvalid(true)
      return
    }
    turnKioskOn({ pin, idleSeconds, ageLimit })
    document.documentElement.requestFullscreen?.().catch(() => {})
    onStarted()
  }
  // Sent before the app runs (a page the server drew), a PIN goes in no address.
  return (
    <form method="post" className="settings__group" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={pinId}>
          <Trans>PIN to leave kiosk mode (4 to 8 digits)</Trans>
        </label>
        <input
          id={pinId}
          className="field__input settings__pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pin}
          onChange={(event) => {
            setPin(event.target.value)
            setInvalid(false)
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
        {invalid ? (
          <p id={errorId} className="field__error" role="alert">
            {t`The PIN must be 4 to 8 digits.`}
          </p>
        ) : null}
      </div>
      <label className="field">
        <span className="field__label">
          <Trans>Back to the home after</Trans>
        </span>
        <select
          className="field__input"
          value={idleSeconds}
          onChange={(event) => setIdleSeconds(Number(event.target.value))}
        >
          {IDLE_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {idleText(seconds)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>Highest age rating shown</Trans>
        </span>
        <select
          className="field__input"
          value={ageLimit}
          onChange={(event) => setAgeLimit(Number(event.target.value) as AgeRating)}
        >
          {kioskAgeChoices.map((rating) => (
            <option key={rating} value={rating}>
              {ageNames[rating]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        <Trans>Turn on kiosk mode</Trans>
      </button>
    </form>
  )
}
