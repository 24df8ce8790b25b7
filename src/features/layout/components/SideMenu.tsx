import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { afterNextPaint } from '../../../shared/after-paint.ts'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import { isMenuOpenAtom } from '../../../shared/ui-atoms.ts'
import { useFocusTrap } from '../use-focus-trap.ts'

export const SIDE_MENU_ID = 'side-menu'

// Not part of the first screen on a phone, where the drawer starts closed: its entries, their dialogs
// and their messages are fetched once the page is drawn (1.2 kB gzip less before the first paint),
// and drawn when the drawer first opens (no work on the main thread while the page settles).
const loadPanel = withAllMessages(() => import('./SideMenuPanel.tsx'))
const SideMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SideMenuPanel })))

/**
 * The side menu: a drawer over the page on phones and tablets (focus kept inside, Escape or the
 * backdrop closes it), docked beside the page on a desktop, where there is room for it.
 */
export function SideMenu({ language, docked }: { language: Language; docked: boolean }) {
  const { t } = useLingui()
  const [isOpen, setOpen] = useAtom(isMenuOpenAtom)
  const modal = isOpen && !docked
  const ref = useRef<HTMLDivElement>(null)
  // The trap starts with the drawer, even before its entries have loaded: it must see the element
  // that opened it, to give focus back to it.
  useFocusTrap(ref, modal, () => setOpen(false))
  useEffect(() => afterNextPaint(() => void loadPanel()), [])
  // Drawn once opened, and then kept. Docked beside the page it is part of the page, but drawn only
  // once the page is (an effect): suspended in the first render, it would hold the whole first screen.
  const [shown, setShown] = useState(false)
  if (isOpen && !shown) setShown(true)
  useEffect(() => {
    if (docked) setShown(true)
  }, [docked])

  const router = useRouter()
  // A drawer left open over the next page would hide it; choosing the page already shown counts too.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router, setOpen])
  // Only a drawer over the page is a dialog; docked, it is part of the page.
  const dialog = modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': t`Menu` } : {}

  return (
    <>
      {modal ? (
        // Keyboards close the drawer with Escape or its button; the backdrop is for pointers only.
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div className="side-menu__backdrop" onClick={() => setOpen(false)} />
      ) : null}
      <div
        id={SIDE_MENU_ID}
        ref={ref}
        className={`side-menu${isOpen ? ' side-menu--open' : ''}`}
        {...dialog}
        tabIndex={-1}
      >
        {shown ? (
          <Suspense fallback={null}>
            <SideMenuPanel
              language={language}
              docked={docked}
              opening={modal}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
