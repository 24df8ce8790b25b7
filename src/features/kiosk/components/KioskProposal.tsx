import { useLingui } from '@lingui/react/macro'
import type { KioskSettings } from '../../../shared/kiosk.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useKioskAgeNames } from '../age-rating-names.ts'
import { idleText } from '../idle-choices.ts'

interface KioskProposalProps {
  proposal: KioskSettings
  onAccept: () => void
  onDecline: () => void
}

/**
 * Asks the person at the device before an address turns kiosk mode on: what will change, and how
 * to leave again (the PIN is shown, since the link chose it, not them).
 */
export function KioskProposal({ proposal, onAccept, onDecline }: KioskProposalProps) {
  const { t } = useLingui()
  const idle = idleText(proposal.idleSeconds)
  const pin = proposal.pin
  const rating = useKioskAgeNames()[proposal.ageLimit]
  const shown = t`Age limit: ${rating}.`
  const turnOn =
    pin === null
      ? t`Turn this device into a kiosk? Links out of the app and logging in will be hidden, the screen kept on, and it will go back to the home after ${idle} untouched. It stays a kiosk after a reload. To leave: hold the logo for two seconds, then confirm.`
      : t`Turn this device into a kiosk? Links out of the app and logging in will be hidden, the screen kept on, and it will go back to the home after ${idle} untouched. It stays a kiosk after a reload. To leave: hold the logo for two seconds, then enter the PIN ${pin}.`
  return (
    <ConfirmDialog
      message={`${turnOn} ${shown}`}
      confirmLabel={t`Turn on kiosk mode`}
      onConfirm={onAccept}
      onCancel={onDecline}
    />
  )
}
