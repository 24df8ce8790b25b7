import { useKioskAddress } from '../use-kiosk-address.ts'
import { KioskProposal } from './KioskProposal.tsx'

/**
 * Reads a kiosk address (?kiosk=1…) and asks the person at the device about it. Loaded only when an
 * address names kiosk mode; `onDone` once the address is read and any question answered.
 */
export function KioskAddress({ onDone }: { onDone: () => void }) {
  const { proposal, accept, decline } = useKioskAddress(onDone)
  if (!proposal) return null
  return <KioskProposal proposal={proposal} onAccept={accept} onDecline={decline} />
}
