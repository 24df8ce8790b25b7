import { KIOSK_RESET_EVENT } from '../../shared/kiosk.ts'
import { store } from '../../shared/store.ts'
import { isLanguageModalOpenAtom, isMenuOpenAtom, isSearchOpenAtom } from '../../shared/ui-atoms.ts'

/**
 * Puts the screen back as the next visitor should find it: the menus closed, every open dialog
 * told to close (KIOSK_RESET_EVENT) and native dialogs closed; the page itself is left to the caller.
 */
export function resetScreen() {
  store.set(isMenuOpenAtom, false)
  store.set(isSearchOpenAtom, false)
  store.set(isLanguageModalOpenAtom, false)
  window.dispatchEvent(new Event(KIOSK_RESET_EVENT))
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close()
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}
