import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import { kioskAtom } from '../../../shared/kiosk.ts'
import { isAccountPath } from '../kiosk-routes.ts'

// Shown on the home too, which is drawn before the whole catalogue has loaded.
const KioskControls = lazy(
  withAllMessages(() => import('./KioskControls.tsx').then((module) => ({ default: module.KioskControls }))),
)
const KioskAddress = lazy(
  withAllMessages(() => import('./KioskAddress.tsx').then((module) => ({ default: module.KioskAddress }))),
)

/**
 * Kiosk mode, for a wall-mounted tablet: proposed by its address and turned on once the person at
 * the device confirms, sign-in pages closed, and the kiosk's controls (fullscreen, screen kept on, idle return, leaving by long press and PIN) loaded
 * only while it is on. What leads out of the app is hidden by the parts that draw it (they read the
 * same atom); `data-kiosk` covers the rest.
 */
export function KioskMode({ language }: { language: Language }) {
  const kiosk = useAtomValue(kioskAtom)
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  // An address naming kiosk mode loads what reads it, until it is read and answered.
  const addressAsks = useLocation({
    select: (location) => new URLSearchParams(location.searchStr).has('kiosk'),
  })
  const [readingAddress, setReadingAddress] = useState(false)
  if (addressAsks && !readingAddress) setReadingAddress(true)
  const addressRead = useCallback(() => setReadingAddress(false), [])

  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-kiosk', kiosk.on)
    if (kiosk.on && isAccountPath(pathname)) {
      router.navigate({ to: '/$lang', params: { lang: language }, replace: true })
    }
  }, [kiosk.on, pathname, router, language])

  if (!kiosk.on && !readingAddress) return null
  return (
    <Suspense fallback={null}>
      {readingAddress ? <KioskAddress onDone={addressRead} /> : null}
      {kiosk.on ? <KioskControls language={language} kiosk={kiosk} /> : null}
    </Suspense>
  )
}
