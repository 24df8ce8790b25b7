import { cacheNames } from '../../shared/cache-names.ts'

/** The cache that holds downloaded chapters; it never expires, only the reader deletes from it. */
const open = () => caches.open(cacheNames.downloads)

/** What the cache holds under this address, if anything. */
export async function matchFile(url: string): Promise<Response | undefined> {
  const cache = await open()
  return cache.match(url, { ignoreVary: true })
}

export const hasFile = async (url: string) => (await matchFile(url)) !== undefined

/**
 * Stores an answer under its plain address and says how many bytes it takes. A full disk throws a
 * QuotaExceededError here, which stops the download.
 */
export async function keepFile(url: string, response: Response): Promise<number> {
  const cache = await open()
  // Another host's file without CORS cannot be read, only kept as it is; its size stays unknown.
  if (response.type === 'opaque') {
    await cache.put(url, response)
    return 0
  }
  // Bytes, not a Blob: every Response takes them, and their length is the size on disk.
  const body = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  headers.delete('Vary')
  await cache.put(
    url,
    new Response(body, { status: response.status, statusText: response.statusText, headers }),
  )
  return body.byteLength
}

export async function dropFiles(urls: Iterable<string>) {
  const cache = await open()
  await Promise.all([...urls].map((url) => cache.delete(url, { ignoreVary: true })))
}

/** Every address in the cache, whatever put it there. */
export async function keptFiles(): Promise<string[]> {
  const cache = await open()
  return (await cache.keys()).map((request) => request.url)
}

/** A full disk, whichever realm or browser made the error (older ones only set the legacy code 22). */
export const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: unknown }).name === 'QuotaExceededError' || (error as { code?: unknown }).code === 22)
