import { useLocation, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { KIOSK_EXIT_ATTRIBUTE, type KioskSettings } from '../../../shared/kiosk.ts'
import { KIOSK_LONG_PRESS_MS } from '../../../shared/limits.ts'
import { keepsScreenAwake } from '../kiosk-routes.ts'
import { resetScreen } from '../reset-screen.ts'
import { useFullscreenOnTouch } from '../use-fullscreen-on-touch.ts'
import { useIdleReturn } from '../use-idle-return.ts'
import { useLongPress } from '../use-long-press.ts'
import { useScreenAwake } from '../use-screen-awake.ts'
import { KioskExitDialog } from './KioskExitDialog.tsx'

/**
 * What a kiosk does while it is on: fullscreen on the first touch, the screen kept on while reading
 * or watching, back to the home (everything closed) after the idle time, and a long press on the
 * logo, then the PIN, to leave. Drawn only in kiosk mode, so other visits never load it.
 */
export function KioskControls({ language, kiosk }: { language: Language; kiosk: KioskSettings }) {
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [leaving, setLeaving] = useState(false)

  const goHome = useCallback(() => {
    resetScreen()
    // From the top, even when the home was already open and scrolled.
    router.navigate({ to: '/$lang', params: { lang: language } }).then(() => window.scrollTo(0, 0))
  }, [router, language])
  const closeDialog = useCallback(() => setLeaving(false), [])

  useIdleReturn(kiosk.idleSeconds * 1000, goHome)
  useScreenAwake(keepsScreenAwake(pathname))
  useFullscreenOnTouch(true)
  useLongPress(`[${KIOSK_EXIT_ATTRIBUTE}]`, KIOSK_LONG_PRESS_MS, () => setLeaving(true), true)

  if (!leaving) return null
  return <KioskExitDialog hasPin={kiosk.pin !== null} onClose={closeDialog} />
}
