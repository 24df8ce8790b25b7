import { registerRoute } from 'workbox-routing'
import { cacheNames, isOfflineApiPath } from '../src/shared/cache-names.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * A file kept by a download, if any. Stored under its plain address: the request that asks for it
 * again (an image tag, the API client with its own headers) must still find it.
 */
export async function fromDownloads(url: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheNames.downloads)
  return cache.match(url, { ignoreVary: true })
}

/**
 * Chapters, story details and chapter list pages go to the network first, so what is read online is
 * always current; when the network fails (or the server does), a downloaded copy answers instead.
 * Nothing is written here: only the download manager decides what the downloads cache holds.
 */
export function routeDownloadedAnswers() {
  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' && url.origin === self.location.origin && isOfflineApiPath(url.pathname),
    async ({ request }) => {
      try {
        const response = await fetch(request)
        if (response.status < 500) return response
        return (await fromDownloads(request.url)) ?? response
      } catch (error) {
        const kept = await fromDownloads(request.url)
        if (kept) return kept
        throw error
      }
    },
  )
}
