import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import type { Language } from '../../../shared/i18n/languages.ts'
import { kioskAtom } from '../../../shared/kiosk.ts'
import { isAccountPath } from '../kiosk-routes.ts'
import { useKioskAddress } from '../use-kiosk-address.ts'

// Shown on the home too, which is drawn before the whole catalogue has loaded.
const KioskControls = lazy(
  withAllMessages(() => import('./KioskControls.tsx').then((module) => ({ default: module.KioskControls }))),
)
const KioskProposal = lazy(
  withAllMessages(() => import('./KioskProposal.tsx').then((module) => ({ default: module.KioskProposal }))),
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
  const { proposal, accept, decline } = useKioskAddress()

  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-kiosk', kiosk.on)
    if (kiosk.on && isAccountPath(pathname)) {
      router.navigate({ to: '/$lang', params: { lang: language }, replace: true })
    }
  }, [kiosk.on, pathname, router, language])

  if (proposal) {
    return (
      <Suspense fallback={null}>
        <KioskProposal proposal={proposal} onAccept={accept} onDecline={decline} />
      </Suspense>
    )
  }
  if (!kiosk.on) return null
  return (
    <Suspense fallback={null}>
      <KioskControls language={language} kiosk={kiosk} />
    </Suspense>
  )
}
