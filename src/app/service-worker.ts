import { Workbox } from 'workbox-window'
import { store } from '../shared/store.ts'
import { isUpdateReadyAtom } from '../shared/ui-atoms.ts'

let workbox: Workbox | undefined

/** Production builds only: in development Vite serves modules the service worker does not know. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => store.set(isUpdateReadyAtom, true))
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
}

/** Switches to the waiting version, then reloads once it controls the page. */
export function applyUpdate() {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
