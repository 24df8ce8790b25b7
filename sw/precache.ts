import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The app shell (scripts, styles, index.html) of this build; the build fills in the list. */
export function precacheShell() {
  precacheAndRoute(self.__WB_MANIFEST)
  // Shells of earlier builds would otherwise stay in storage forever.
  cleanupOutdatedCaches()
}
