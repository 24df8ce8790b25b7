import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { cacheNames, coverCacheLimits } from '../src/shared/cache-names.ts'

/** Only whole, readable answers: an opaque or partial one would hide the image until it expired. */
const onlyCompleteImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
}

/** Cover and banner images never change at a given address: serve them from the cache first. */
export function routeCoverImages() {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: cacheNames.covers,
      plugins: [onlyCompleteImages, new ExpirationPlugin({ ...coverCacheLimits, purgeOnQuotaError: true })],
    }),
  )
}
