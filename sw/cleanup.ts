import { CACHE_PREFIX, cacheNames } from '../src/shared/cache-names.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Runtime caches this version no longer uses (a renamed cache, a kind of file no longer kept) are
 * deleted when it takes over. The downloads cache is always in the current list: it is never lost
 * to an update. Shells of earlier builds are cleaned by the precache itself.
 */
export function cleanOldCaches() {
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteOldCaches())
  })
}

async function deleteOldCaches() {
  const current = new Set<string>(Object.values(cacheNames))
  const names = await caches.keys()
  const old = names.filter(
    (name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.includes('-precache-') && !current.has(name),
  )
  await Promise.all(old.map((name) => caches.delete(name)))
}
