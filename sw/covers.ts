import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { cacheNames, coverCacheLimits } from '../src/shared/cache-names.ts'
import { fromDownloads } from './downloads.ts'
import { fromKeptImages } from './kept-images.ts'

declare const self: ServiceWorkerGlobalScope

/** Only whole, readable answers: an opaque or partial one would hide the image until it expired. */
const onlyCompleteImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
}

/**
 * Images: a downloaded chapter's pages come from the downloads cache first, whatever their host,
 * then the images the screens kept for opened and downloaded posts (kept-images.ts).
 * Other media images (covers, banners, pages read online) never change at a given address: they are
 * served from a cache of limited size and age first.
 */
export function routeImages() {
  const covers = new CacheFirst({
    cacheName: cacheNames.covers,
    plugins: [onlyCompleteImages, new ExpirationPlugin({ ...coverCacheLimits, purgeOnQuotaError: true })],
  })
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      (url.origin !== self.location.origin || url.pathname.startsWith('/media/')),
    async (options) => {
      const kept = (await fromDownloads(options.request.url)) ?? (await fromKeptImages(options.request.url))
      if (kept) return kept
      if (options.url.origin !== self.location.origin) return fetch(options.request)
      return covers.handle(options)
    },
  )
}
