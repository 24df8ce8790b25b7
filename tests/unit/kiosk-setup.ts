import { type KioskSettings, kioskAtom, kioskOff } from '../../src/shared/kiosk.ts'
import { KIOSK_IDLE_DEFAULT_SECONDS } from '../../src/shared/limits.ts'
import { store } from '../../src/shared/store.ts'

/** A tablet already set up as a kiosk, as it would be after a reload. */
export function startKiosk(settings: Partial<KioskSettings> = {}) {
  const kiosk: KioskSettings = {
    on: true,
    pin: '2468',
    idleSeconds: KIOSK_IDLE_DEFAULT_SECONDS,
    ageLimit: 0,
    ...settings,
  }
  localStorage.setItem('kiosk', JSON.stringify(kiosk))
  store.set(kioskAtom, kiosk)
}

export function stopKiosk() {
  localStorage.removeItem('kiosk')
  store.set(kioskAtom, kioskOff)
  document.documentElement.removeAttribute('data-kiosk')
}
