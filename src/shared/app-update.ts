import { store } from './store.ts'
import { isUpdateReadyAtom } from './ui-atoms.ts'

let applyWaiting: (() => void) | null = null

/**
 * A new version is installed and waits. The service worker registration says how to switch to it;
 * the prompt only asks the reader, so neither has to know the other.
 */
export function offerUpdate(apply: () => void) {
  applyWaiting = apply
  store.set(isUpdateReadyAtom, true)
}

/** The reader accepted: switch to the waiting version (the page reloads once it takes over). */
export function acceptUpdate() {
  applyWaiting?.()
}

/** The reader said later: the prompt goes away and the waiting version is offered again next time. */
export function postponeUpdate() {
  store.set(isUpdateReadyAtom, false)
}
