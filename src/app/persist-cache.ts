import { type PersistedClient, type Persister, persistQueryClient } from '@tanstack/query-persist-client-core'
import type { QueryClient } from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import {
  QUERY_PERSIST_MAX_AGE,
  QUERY_PERSIST_THROTTLE,
  QUERY_RESTORE_TIMEOUT,
} from '../shared/cache-names.ts'
import { QUERY_CACHE_DB, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../shared/storage-keys.ts'

/** Keeps the whole query cache in IndexedDB, writing at most once per throttle period. */
export function createIdbPersister(throttleMs = QUERY_PERSIST_THROTTLE): Persister {
  const idb = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
  let latest: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    persistClient(client) {
      latest = client
      if (timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        if (latest) set(QUERY_CACHE_KEY, latest, idb).catch(() => {})
      }, throttleMs)
    },
    restoreClient: () => get<PersistedClient>(QUERY_CACHE_KEY, idb),
    removeClient: () => del(QUERY_CACHE_KEY, idb),
  }
}

/**
 * Restores the stored cache, then keeps it in sync. Resolves when restored, or after the spec's
 * persist timeout: a slow or broken IndexedDB must not keep the app from starting.
 */
export function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve()
  const [, restored] = persistQueryClient({
    queryClient,
    persister: createIdbPersister(),
    maxAge: QUERY_PERSIST_MAX_AGE,
    // A new version may read its data differently: start it from a clean cache.
    buster: import.meta.env.APP_VERSION ?? '',
  })
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, QUERY_RESTORE_TIMEOUT))
  return Promise.race([restored.catch(() => {}), timeout])
}
