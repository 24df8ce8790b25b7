import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { KIOSK_RESET_EVENT } from '../../../shared/kiosk.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { DialogFooter } from '../../../shared/ui/DialogFooter.tsx'
import { leaveKiosk } from '../kiosk-settings.ts'
import { leaveFullscreen } from '../use-fullscreen-on-touch.ts'

interface KioskExitDialogProps {
  /** Whether a PIN was set when kiosk mode was turned on. */
  hasPin: boolean
  onClose: () => void
}

/** Asks for the kiosk's PIN before leaving kiosk mode; a wrong one is refused and cleared. */
export function KioskExitDialog({ hasPin, onClose }: KioskExitDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const errorId = useId()
  const [pin, setPin] = useState('')
  const [wrong, setWrong] = useState(false)
  // An idle kiosk going back home closes this too: the next visitor must not find it open.
  useEffect(() => {
    window.addEventListener(KIOSK_RESET_EVENT, onClose)
    return () => window.removeEventListener(KIOSK_RESET_EVENT, onClose)
  }, [onClose])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (leaveKiosk(pin)) {
      leaveFullscreen()
      onClose()
      return
    }
    setWrong(true)
    setPin('')
  }
  return (
    <Dialog className="dialog kiosk-exit" aria-labelledby={titleId} onClose={onClose}>
      <form className="dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId} className="kiosk-exit__title">
          <Trans>Leave kiosk mode</Trans>
        </h2>
        {hasPin ? (
          <label className="field">
            <span className="field__label">
              <Trans>Kiosk PIN</Trans>
            </span>
            <input
              className="field__input"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              aria-invalid={wrong}
              aria-describedby={wrong ? errorId : undefined}
            />
          </label>
        ) : (
          <p className="dialog__message">
            <Trans>Links out of the app and logging in come back, and the screen is no longer kept on.</Trans>
          </p>
        )}
        {wrong ? (
          <p id={errorId} className="field__error" role="alert">
            {t`Wrong PIN. Try again.`}
          </p>
        ) : null}
        <DialogFooter submit={<Trans>Leave</Trans>} onSecondary={onClose} />
      </form>
    </Dialog>
  )
}
