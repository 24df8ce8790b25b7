import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { cacheNames, isPlayerChunk } from '../src/shared/cache-names.ts'

declare const self: ServiceWorkerGlobalScope

const onlyWholeAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
}

/**
 * The video player's code is left out of the precache (most visits never play a film) but kept the
 * first time it loads, so an episode downloaded for offline viewing still plays with the network
 * off. Its address changes with each build; the two newest are kept.
 */
export function routePlayer() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isPlayerChunk(url.pathname),
    new CacheFirst({
      cacheName: cacheNames.player,
      plugins: [onlyWholeAnswers, new ExpirationPlugin({ maxEntries: 2 })],
    }),
  )
}
