import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { Suspense, useCallback, useEffect, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { afterFirstScreen } from '../../../shared/after-paint.ts'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import { lazyPart } from '../../../shared/react/lazy-part.ts'
import { DrawnPart, isDrawnByServer } from '../../../shared/react/use-hydrated.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { isMenuOpenAtom } from '../../../shared/ui-atoms.ts'
import { MenuOutline } from './MenuOutline.tsx'

export const SIDE_MENU_ID = 'side-menu'

// Not part of the first screen on a phone, where the drawer starts closed: its entries, their dialogs
// and their messages are fetched once the first screen is drawn and answers (1.2 kB gzip less before
// the first paint, and nothing competing with the takeover of a page the server drew),
// and drawn when the drawer first opens (no work on the main thread while the page settles).
const loadPanel = withAllMessages(() => import('./SideMenuPanel.tsx'))
const SideMenuPanel = lazyPart(() => loadPanel().then((module) => module.SideMenuPanel))

/**
 * The side menu: a drawer over the page on phones and tablets (a modal dialog: Escape or the backdrop
 * closes it), docked beside the page on a desktop, where there is room for it.
 */
export function SideMenu({ language, docked }: { language: Language; docked: boolean }) {
  const { t } = useLingui()
  const [isOpen, setOpen] = useAtom(isMenuOpenAtom)
  const close = useCallback(() => setOpen(false), [setOpen])
  // Asked for ahead; a failure is the drawer's to meet (lazyPart), if it is ever opened.
  useEffect(() => afterFirstScreen(() => void loadPanel().catch(() => {})), [])
  // Drawn once opened, and then kept. Docked beside the page it is part of the page: drawn with it by
  // the server (and taken over with it once its code is here, the rest of the page not waiting), but
  // by the app only once the page is (an effect): suspended in the app's first render, it would hold
  // the whole first screen.
  const [drawnByServer] = useState(() => docked && isDrawnByServer())
  const [shown, setShown] = useState(drawnByServer)
  if (isOpen && !shown) setShown(true)
  useEffect(() => {
    if (docked) setShown(true)
  }, [docked])

  const router = useRouter()
  // A drawer left open over the next page would hide it; choosing the page already shown counts too.
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close])

  const className = `side-menu${isOpen ? ' side-menu--open' : ''}`
  // Docked, the menu is part of the page: its outline is drawn with it, until its entries come.
  const outline = docked ? <MenuOutline /> : null
  const panel = shown ? (
    <Suspense fallback={outline}>
      <DrawnPart value={drawnByServer}>
        <SideMenuPanel language={language} docked={docked} opening={isOpen && !docked} onClose={close} />
      </DrawnPart>
    </Suspense>
  ) : (
    outline
  )
  // Docked, it is part of the page, not a dialog.
  if (docked) {
    return (
      <div id={SIDE_MENU_ID} className={className}>
        {panel}
      </div>
    )
  }
  return (
    // Focusable itself, for the moment its entries are still loading as it opens.
    <Dialog
      id={SIDE_MENU_ID}
      className={className}
      aria-label={t`Menu`}
      tabIndex={-1}
      open={isOpen}
      onClose={close}
      closeOnBackdrop
    >
      {panel}
    </Dialog>
  )
}
