import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback, useLayoutEffect, useState } from 'react'
import type { Language } from '../../../shared/i18n/languages.ts'
import { KIOSK_EXIT_ATTRIBUTE, kioskAtom } from '../../../shared/kiosk.ts'
import { KIOSK_LONG_PRESS_MS } from '../../../shared/limits.ts'
import { isAccountPath, keepsScreenAwake } from '../kiosk-routes.ts'
import { resetScreen } from '../reset-screen.ts'
import { useFullscreenOnTouch } from '../use-fullscreen-on-touch.ts'
import { useIdleReturn } from '../use-idle-return.ts'
import { useKioskAddress } from '../use-kiosk-address.ts'
import { useLongPress } from '../use-long-press.ts'
import { useScreenAwake } from '../use-screen-awake.ts'
import { KioskExitDialog } from './KioskExitDialog.tsx'

/**
 * Kiosk mode at work, for a wall-mounted tablet: fullscreen on the first touch, the screen kept on
 * while reading or watching, sign-in pages closed, back to the home (everything closed) after the
 * idle time, and a long press on the logo, then the PIN, to leave. What leads out of the app is
 * hidden by the parts that draw it (they read the same atom); `data-kiosk` covers the rest.
 */
export function KioskMode({ language }: { language: Language }) {
  const kiosk = useAtomValue(kioskAtom)
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [leaving, setLeaving] = useState(false)
  useKioskAddress()

  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-kiosk', kiosk.on)
    if (kiosk.on && isAccountPath(pathname)) {
      router.navigate({ to: '/$lang', params: { lang: language }, replace: true })
    }
  }, [kiosk.on, pathname, router, language])

  const goHome = useCallback(() => {
    resetScreen()
    // From the top, even when the home was already open and scrolled.
    router.navigate({ to: '/$lang', params: { lang: language } }).then(() => window.scrollTo(0, 0))
  }, [router, language])
  const closeDialog = useCallback(() => setLeaving(false), [])

  useIdleReturn(kiosk.on ? kiosk.idleSeconds * 1000 : null, goHome)
  useScreenAwake(kiosk.on && keepsScreenAwake(pathname))
  useFullscreenOnTouch(kiosk.on)
  useLongPress(`[${KIOSK_EXIT_ATTRIBUTE}]`, KIOSK_LONG_PRESS_MS, () => setLeaving(true), kiosk.on)

  if (!kiosk.on || !leaving) return null
  return <KioskExitDialog hasPin={kiosk.pin !== null} onClose={closeDialog} />
}
