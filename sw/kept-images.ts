import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst } from 'workbox-strategies'
import { cacheNames, KEEP_IMAGE_MESSAGE, keptImageLimits } from '../src/shared/cache-names.ts'

declare const self: ServiceWorkerGlobalScope

/** Whole images no larger than the limit: with the entry count, that bounds the cache in bytes. */
const onlySmallWholeImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null
    const size = (await response.clone().blob()).size
    return size <= keptImageLimits.maxBytes ? response : null
  },
}

const kept = new CacheFirst({
  cacheName: cacheNames.keptImages,
  plugins: [
    onlySmallWholeImages,
    new ExpirationPlugin({ maxEntries: keptImageLimits.maxEntries, purgeOnQuotaError: true }),
  ],
})

/** A kept image, if this address is one. */
export async function fromKeptImages(url: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheNames.keptImages)
  return cache.match(url)
}

const isMediaImage = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/media/')

/**
 * Keeps the images the screens ask for (src/shared/keep-image.ts): fetched now if this worker has
 * never seen them, and marked as recently used if it has, so the oldest go first.
 */
export function keepImagesOnRequest() {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; url?: unknown } | null
    if (data?.type !== KEEP_IMAGE_MESSAGE || typeof data.url !== 'string') return
    let url: URL
    try {
      url = new URL(data.url, self.location.href)
    } catch {
      return
    }
    if (!isMediaImage(url)) return
    const request = new Request(url.href, { credentials: 'same-origin' })
    // Offline, an image never kept stays missing: nothing to do about it until the network is back.
    event.waitUntil(kept.handle({ event, request }).catch(() => undefined))
  })
}
