import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { kioskAtom } from '../../shared/kiosk.ts'
import { store } from '../../shared/store.ts'
import { KIOSK_PARAMS, kioskFromAddress, turnKioskOn } from './kiosk-settings.ts'

/**
 * An address like /vi?kiosk=1&pin=2468&idle=300 turns kiosk mode on for good (whoever sets up the
 * tablet opens it once). The names are then taken out of the address so the PIN is not left in
 * view or in the history. A kiosk already on keeps its PIN: an address cannot change it.
 */
export function useKioskAddress() {
  const router = useRouter()
  useEffect(() => {
    const { pathname, searchStr, hash } = router.state.location
    const params = new URLSearchParams(searchStr)
    if (!KIOSK_PARAMS.some((name) => params.has(name)) || !params.has('kiosk')) return
    const asked = kioskFromAddress(searchStr)
    if (asked && !store.get(kioskAtom).on) turnKioskOn(asked)
    for (const name of KIOSK_PARAMS) params.delete(name)
    const rest = params.toString()
    router.history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`)
  }, [router])
}
