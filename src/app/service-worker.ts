import { Workbox } from 'workbox-window'
import { offerUpdate } from '../shared/app-update.ts'
import { UPDATE_CHECK_MS } from '../shared/limits.ts'

type UpdateSource = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>

/**
 * A version that installs while this page runs waits (it would otherwise swap the code under an
 * open reader). The reader is asked; on yes, the waiting version takes over and the page reloads
 * onto it. Also offered at start when a version was already waiting from an earlier visit.
 */
export function listenForUpdates(workbox: UpdateSource, reload = () => window.location.reload()) {
  let reloading = false
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => {
        if (reloading) return
        reloading = true
        reload()
      })
      workbox.messageSkipWaiting()
    }),
  )
}

/** Production builds only: in development Vite serves modules the service worker does not know. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const workbox = new Workbox('/sw.js', { scope: '/' })
  listenForUpdates(workbox)
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
  // Browsers look for a new version when a page is opened; a tablet left on for days never opens one.
  setInterval(() => workbox.update().catch(() => {}), UPDATE_CHECK_MS)
}
