declare const self: ServiceWorkerGlobalScope

/**
 * A new version waits until the reader accepts the update prompt (SKIP_WAITING). The first install
 * takes control at once, so the very first visit already works offline.
 */
export function handleLifecycle() {
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim())
  })
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') self.skipWaiting()
  })
}
