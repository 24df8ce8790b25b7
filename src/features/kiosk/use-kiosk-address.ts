import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { type KioskSettings, kioskAtom } from '../../shared/kiosk.ts'
import { store } from '../../shared/store.ts'
import { KIOSK_PARAMS, kioskFromAddress, turnKioskOn } from './kiosk-settings.ts'

/**
 * An address like /vi?kiosk=1&pin=2468&idle=300 proposes kiosk mode (whoever sets up the tablet
 * opens it once); it turns on only when the person at the device says yes, so a link sent to a
 * stranger cannot lock their browser. The names are taken out of the address at once so the PIN is
 * not left in view or in the history. A kiosk already on is left as it is: an address never
 * replaces its PIN.
 */
export function useKioskAddress(onDone: () => void) {
  const router = useRouter()
  const [proposal, setProposal] = useState<KioskSettings | null>(null)
  useEffect(() => {
    const { pathname, searchStr, hash } = router.state.location
    const params = new URLSearchParams(searchStr)
    if (!KIOSK_PARAMS.some((name) => params.has(name)) || !params.has('kiosk')) return
    const asked = kioskFromAddress(searchStr)
    for (const name of KIOSK_PARAMS) params.delete(name)
    const rest = params.toString()
    router.history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`)
    if (asked && !store.get(kioskAtom).on) setProposal(asked)
    else onDone()
  }, [router, onDone])

  const accept = useCallback(() => {
    // Turned on in another tab meanwhile: that kiosk's PIN stays.
    // Fullscreen follows at the next touch (the kiosk's controls ask for it then).
    if (proposal && !store.get(kioskAtom).on) turnKioskOn(proposal)
    setProposal(null)
    onDone()
  }, [proposal, onDone])
  const decline = useCallback(() => {
    setProposal(null)
    onDone()
  }, [onDone])
  return { proposal, accept, decline }
}
